import { Box } from '@mui/material';
import { BooleanInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DateInput } from '../shared/DateInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/**
 * 'Para doyangs' and 'Para dirección general' are two addressees of one duty, so ticking one clears the
 * other; 'Máxima importancia' goes with either. General direction only (spec 02 §6; the server refuses them too).
 */
const GeneralDirectionOptions = () => {
  const { setValue } = useFormContext();
  const clear = (other: string) => (e: { target: { checked: boolean } }) => {
    if (e.target.checked) setValue(other, false, { shouldDirty: true });
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }} data-testid="duty-general-direction-options">
      <BooleanInput source="to_doyang" onChange={clear('to_general_direction')} helperText="La hacen todos los doyangs activos" />
      <BooleanInput source="super_important" helperText="Se destaca en la lista y en Inicio" />
      <BooleanInput source="to_general_direction" onChange={clear('to_doyang')} helperText="La hace la dirección general" />
    </Box>
  );
};

/** Tarea, due date and, for general direction, the three options (spec 02 §3 Monthly duty). */
export const MonthlyDutyInputs = ({ withOptions }: { withOptions: boolean }) => (
  <>
    <UpperTextInput source="name" fullWidth multiline />
    <DateInput source="due_date" />
    {withOptions && <GeneralDirectionOptions />}
  </>
);
