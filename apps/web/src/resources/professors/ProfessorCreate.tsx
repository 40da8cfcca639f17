import { MSG, ROLES } from '@doyang/domain';
import { Create, useNotify } from 'react-admin';
import { PageHeading } from '../shared/PageHeading.tsx';
import { useToday } from '../shared/use-today.ts';
import { StaffForm } from './StaffForm.tsx';
import { staffCreateBody } from './staff.ts';

/** 'NUEVO USUARIO'. */
export const ProfessorCreate = () => {
  const today = useToday();
  const notify = useNotify();
  return (
    <>
      <PageHeading>NUEVO USUARIO</PageHeading>
      <Create
        resource="professors"
        title="NUEVO USUARIO"
        record={{ role_id: ROLES.PROFESOR, certifier: false }}
        redirect="list"
        transform={staffCreateBody(today)}
        mutationOptions={{ onError: () => notify(MSG.saveError, { type: 'error' }) }}
      >
        <StaffForm isNew />
      </Create>
    </>
  );
};
