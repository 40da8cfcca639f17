import { AutocompleteInput, ReferenceInput } from 'react-admin';

/** The 'Doyang' filter of network-wide lists seen by general direction (groups, duties). */
export const doyangFilter = (
  <ReferenceInput key="doyang_id" source="doyang_id" reference="doyangs" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Doyang" optionText="name" sx={{ minWidth: 280 }} />
  </ReferenceInput>
);
