import type { OtherExamRequisiteAnswer, ProductAnswer } from '@doyang/domain';
import { AutocompleteArrayInput } from 'react-admin';
import { FormSection } from '../shared/FormSection.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { toIds } from './requirement-form.ts';

/** Products to have and other exam requisites to meet, chosen from their whole catalogues (sent as ids). */
export const RequirementLinkInputs = () => {
  const products = useListAll<ProductAnswer>('products', { 'orderBy[name]': 'asc' });
  const others = useListAll<OtherExamRequisiteAnswer>('other_exam_requisites', { 'orderBy[name]': 'asc' });
  return (
    <FormSection title="Productos y otros requisitos">
      <AutocompleteArrayInput
        source="products"
        choices={products.data ?? []}
        isPending={products.isPending}
        format={toIds}
        className="span-2"
        helperText="Lo que el alumno debe tener para presentar"
      />
      <AutocompleteArrayInput
        source="other_exam_requisites"
        choices={others.data ?? []}
        isPending={others.isPending}
        format={toIds}
        className="span-2"
        helperText="Documentos y actividades que debe cumplir"
      />
    </FormSection>
  );
};
