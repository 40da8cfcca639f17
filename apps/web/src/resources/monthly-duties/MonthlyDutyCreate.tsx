import { dutyGeneralDirectionLevel } from '@doyang/domain';
import { Typography } from '@mui/material';
import { Create } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageHeading } from '../shared/PageHeading.tsx';
import { DutyForm } from './DutyForm.tsx';
import { useDutyScope } from './duty-scope.ts';
import { pickDuty } from './pick-duty.ts';

/**
 * NUEVA TAREA. General direction's duties belong to it (the server sets doyang 23); anyone else's belong
 * to the selected doyang, without the general-direction options.
 */
export const MonthlyDutyCreate = () => {
  const { user, doyangId, doyangName, canCreate, redirect } = useDutyScope();
  if (redirect || !user || !canCreate) return <Navigate to="/monthly_duties" replace />;
  const withOptions = dutyGeneralDirectionLevel(user, 'create');
  const defaults: Record<string, unknown> = withOptions
    ? { to_doyang: false, super_important: false, to_general_direction: false }
    : { doyang_id: doyangId };
  return (
    <>
      <PageHeading>NUEVA TAREA</PageHeading>
      {!withOptions && doyangName && (
        <Typography variant="subtitle2" color="text.secondary" sx={{ mt: -0.5, mb: 1 }}>
          Tarea propia de {doyangName}
        </Typography>
      )}
      <Create resource="monthly_duties" title="NUEVA TAREA" redirect="list" record={defaults} transform={pickDuty}>
        <DutyForm withOptions={withOptions} />
      </Create>
    </>
  );
};
