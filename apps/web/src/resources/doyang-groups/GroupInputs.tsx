import { GROUP_RESPONSIBLE_ROLES, MSG } from '@doyang/domain';
import { Box } from '@mui/material';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { TimeInput } from '../shared/TimeInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { GroupPersonInput } from './GroupPersonInput.tsx';
import { WeekdayInput } from './WeekdayInput.tsx';

/** Who may run a group (spec 02 §6) and who may certify it, active only (the server checks the same). */
const RESPONSIBLE_QUERY = { role_id: GROUP_RESPONSIBLE_ROLES.join(','), active: 1 };
const CERTIFIER_QUERY = { certifier: 1, active: 1 };

const requiredDoyang = (value: unknown) => (value ? undefined : MSG.required);

/**
 * The group form shared by create and edit, doyang and selective groups: name, responsible, certifier,
 * start and end time, class days. The doyang is the selected one (not shown) unless `chooseDoyang`.
 */
export const GroupInputs = ({ chooseDoyang = false }: { chooseDoyang?: boolean }) => (
  <>
    {chooseDoyang && (
      <ReferenceInput source="doyang_id" reference="doyangs" sort={{ field: 'name', order: 'ASC' }} filter={{ active: 1 }}>
        <AutocompleteInput optionText="name" fullWidth validate={requiredDoyang} />
      </ReferenceInput>
    )}
    <UpperTextInput source="name" fullWidth />
    <GroupPersonInput source="user_responsible_id" query={RESPONSIBLE_QUERY} current="responsible" />
    <GroupPersonInput source="user_certifier_id" query={CERTIFIER_QUERY} current="certifier" />
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <TimeInput source="begins_at" />
      <TimeInput source="ends_at" />
    </Box>
    <WeekdayInput />
  </>
);
