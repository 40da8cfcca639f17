import type { FieldSpec } from '@doyang/domain';
import { BooleanInput, NumberInput, TextInput } from 'react-admin';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/** One input per field of a registry catalogue, in the entry's order (references need a custom screen). */
const Input = ({ field }: { field: FieldSpec }) => {
  switch (field.kind) {
    case 'upper':
      return <UpperTextInput source={field.name} fullWidth />;
    case 'number':
      return <NumberInput source={field.name} />;
    case 'flag':
      return <BooleanInput source={field.name} />;
    default:
      return <TextInput source={field.name} fullWidth />;
  }
};

export const CatalogueInputs = ({ fields }: { fields: readonly FieldSpec[] }) => (
  <>
    {fields.map((f) => (
      <Input key={f.name} field={f} />
    ))}
  </>
);
