import { UpperTextInput } from '../shared/UpperTextInput.tsx';

export const CityInputs = () => <UpperTextInput source="name" fullWidth />;
