import type { FieldSpec } from '@doyang/domain';
import { TextInput } from 'react-admin';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/** The inputs of a registry catalogue, in the entry's order. */
export const CatalogueInputs = ({ fields }: { fields: readonly FieldSpec[] }) => (
  <>
    {fields.map((f) =>
      f.kind === 'upper' ? <UpperTextInput key={f.name} source={f.name} /> : <TextInput key={f.name} source={f.name} fullWidth />,
    )}
  </>
);
