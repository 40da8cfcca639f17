import { dutyGeneralDirectionLevel } from '@doyang/domain';
import { Edit } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageHeading } from '../shared/PageHeading.tsx';
import { EditActions } from '../shared/ResourceEdit.tsx';
import { DutyForm } from './DutyForm.tsx';
import { useDutyScope } from './duty-scope.ts';
import { pickDuty } from './pick-duty.ts';

/** EDITAR TAREA: pessimistic, so the server's texts land under the fields; the form warns before clearing done marks. */
export const MonthlyDutyEdit = () => {
  const { user, redirect } = useDutyScope();
  if (redirect || !user) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeading>EDITAR TAREA</PageHeading>
      <Edit
        resource="monthly_duties"
        title="EDITAR TAREA"
        redirect="list"
        mutationMode="pessimistic"
        transform={pickDuty}
        actions={<EditActions />}
      >
        <DutyForm withOptions={dutyGeneralDirectionLevel(user, 'update')} />
      </Edit>
    </>
  );
};
