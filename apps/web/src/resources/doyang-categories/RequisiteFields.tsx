import { type DoyangCategoryRequisiteBody, doyangCategoryRequisiteSchema } from '@doyang/domain';
import { FormControlLabel, Switch } from '@mui/material';
import { BoundTextField } from '../shared/BoundTextField.tsx';
import type { FieldBinding, RelatedForm } from '../shared/related-types.ts';
import type { CategoryRequisite } from './requisites-api.ts';

type Values = { name: string; active: boolean };

/** Its name ('Este campo no puede quedar vacío' when empty) and whether it is active; Enter saves. */
const RequisiteFields = (binding: FieldBinding<Values>) => (
  <>
    <BoundTextField binding={binding} name="name" label="Requisito" testId="requisite-name" maxLength={150} fullWidth autoFocus />
    <FormControlLabel
      control={<Switch checked={binding.values.active} onChange={(e) => binding.set('active', e.target.checked)} />}
      label="Activo"
    />
  </>
);

/** Create or edit a requisite of category `categoryId`, checked with the server's schema. */
export const requisiteForm = (categoryId: number): RelatedForm<CategoryRequisite, Values, DoyangCategoryRequisiteBody> => ({
  title: (row) => (row ? 'Editar requisito' : 'Nuevo requisito'),
  schema: doyangCategoryRequisiteSchema,
  initial: (row) => ({ name: row?.name ?? '', active: row?.active ?? true }),
  toInput: (v) => ({ name: v.name.trim(), active: v.active, doyang_category_id: categoryId }),
  fields: (field) => <RequisiteFields {...field} />,
  submit: { label: 'Guardar', testId: 'requisite-save' },
});
