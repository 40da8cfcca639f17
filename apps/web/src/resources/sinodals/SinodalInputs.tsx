import type { HonorificTitleAnswer } from '@doyang/domain';
import { SelectInput, TextInput } from 'react-admin';
import { DegreeWithClear } from '../shared/DegreeWithClear.tsx';
import { FormSection } from '../shared/FormSection.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { useListAll } from '../shared/use-list-all.ts';

type Honorific = HonorificTitleAnswer;

/** Sinodal fields: names (required), honorific, degree, their professor and how to reach them. */
export const SinodalInputs = () => {
  const { data: honorifics = [] } = useListAll<Honorific>('honorific_titles');
  return (
    <FormSection title="Datos del sinodal">
      <UpperTextInput source="name" />
      <UpperTextInput source="last_name" />
      <UpperTextInput source="second_last_name" />
      <SelectInput
        source="honorific_title_id"
        choices={honorifics}
        optionText={(h: Honorific) => `${h.name} — ${h.description}`}
        emptyText="Sin honorífico"
      />
      <DegreeWithClear />
      <UpperTextInput source="sinodals_professor" />
      <TextInput source="cellphone" type="tel" />
      <TextInput source="email" type="email" />
    </FormSection>
  );
};
