import { AutocompleteInput, ReferenceInput, SelectInput, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

const byName = { field: 'name', order: 'ASC' } as const;

/** Municipalities of the chosen state only; choosing another state clears the municipality. */
const MunicipalityInput = () => {
  const stateId = useWatch({ name: 'state_id' }) as number | null | undefined;
  return (
    <ReferenceInput
      source="municipality_id"
      reference="municipalities"
      filter={{ state_id: stateId }}
      sort={byName}
      perPage={100}
      enableGetChoices={() => Boolean(stateId)}
    >
      <AutocompleteInput optionText="name" disabled={!stateId} helperText={stateId ? undefined : 'Elige primero un estado'} />
    </ReferenceInput>
  );
};

const StateInput = () => {
  const { setValue } = useFormContext();
  return (
    <ReferenceInput source="state_id" reference="states" sort={byName} perPage={100}>
      <SelectInput optionText="name" onChange={() => setValue('municipality_id', null, { shouldDirty: true })} />
    </ReferenceInput>
  );
};

/** Venue fields (spec 02 §2): name, state, municipality, city, contact name and phone. */
export const VenueInputs = () => (
  <>
    <UpperTextInput source="name" fullWidth />
    <StateInput />
    <MunicipalityInput />
    <ReferenceInput source="city_id" reference="cities" sort={byName} perPage={50}>
      <AutocompleteInput optionText="name" />
    </ReferenceInput>
    <UpperTextInput source="contact_name" fullWidth />
    <TextInput source="phone" type="tel" />
  </>
);
