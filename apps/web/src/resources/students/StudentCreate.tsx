import { DEFAULT_NEW_STUDENT_DEGREE, DEFAULT_NEW_STUDENT_ROLE } from '@doyang/domain';
import { useMemo } from 'react';
import { Create, useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageHeading } from '../shared/PageHeading.tsx';
import { useToday } from '../shared/use-today.ts';
import { StudentForm } from './StudentForm.tsx';
import { createBody, createErrorText } from './student-save.ts';
import { studentIndexPath, useStudentScope } from './student-scope.ts';

/** A new student: role 10, degree 1, the selected doyang, enrolled today (spec 02 §5 defaults). */
export const StudentCreate = () => {
  const today = useToday();
  const notify = useNotify();
  const { generalDirection, doyangId, selected, redirect } = useStudentScope();
  const indexPath = studentIndexPath(generalDirection, doyangId);
  const defaults = useMemo(
    () => ({
      role_id: DEFAULT_NEW_STUDENT_ROLE,
      degree_id: DEFAULT_NEW_STUDENT_DEGREE,
      doyang_id: generalDirection ? (selected?.id ?? null) : doyangId,
      enrollment_date: today,
      start_tkd_date: today,
      is_prospect: false,
      child_pickers: [],
    }),
    [generalDirection, selected, doyangId, today],
  );
  if (redirect) return <Navigate to="/" replace />;
  return (
    <>
      <PageHeading>NUEVO ALUMNO</PageHeading>
      <Create
        resource="students"
        title="NUEVO ALUMNO"
        record={defaults}
        redirect={() => indexPath}
        transform={createBody(today)}
        mutationOptions={{ onError: (error) => notify(createErrorText(error), { type: 'error' }) }}
      >
        <StudentForm isNew indexPath={indexPath} />
      </Create>
    </>
  );
};
