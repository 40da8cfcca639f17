import { TextInput } from 'react-admin';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/** Honorific title: the abbreviation (name, uppercase) and its description. */
export const HonorificTitleInputs = () => (
  <>
    <UpperTextInput source="name" />
    <TextInput source="description" fullWidth />
  </>
);
