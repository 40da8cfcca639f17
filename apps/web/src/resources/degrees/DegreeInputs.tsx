import { BooleanInput, FormDataConsumer, NumberInput } from 'react-admin';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/** Degree fields (spec 02 §3): order, name, partial exams to the next degree. */
export const DegreeInputs = () => (
  <>
    <NumberInput source="order" />
    <UpperTextInput source="name" fullWidth />
    <BooleanInput source="has_partials" />
    <FormDataConsumer<{ has_partials?: boolean }>>
      {({ formData }) => (formData.has_partials ? <NumberInput source="partials_to_next_degree" /> : null)}
    </FormDataConsumer>
  </>
);
