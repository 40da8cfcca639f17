import { Edit, useNotify } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageHeading } from '../shared/PageHeading.tsx';
import { EditActions } from '../shared/ResourceEdit.tsx';
import { StudentForm } from './StudentForm.tsx';
import { editErrorText, STUDENT_WITH, updateBody } from './student-save.ts';
import { studentIndexPath, useStudentScope } from './student-scope.ts';

/** StudentEdit (spec 02 §2): pessimistic so 422 texts land under their fields; saving returns to the list. */
export const StudentEdit = () => {
  const notify = useNotify();
  const { generalDirection, doyangId, redirect } = useStudentScope();
  if (redirect) return <Navigate to="/" replace />;
  const indexPath = studentIndexPath(generalDirection, doyangId);
  return (
    <>
      <PageHeading>EDITAR ALUMNO</PageHeading>
      <Edit
        resource="students"
        title="EDITAR ALUMNO"
        mutationMode="pessimistic"
        redirect={() => indexPath}
        transform={updateBody}
        queryOptions={{ meta: { with: STUDENT_WITH } }}
        mutationOptions={{ onError: (error) => notify(editErrorText(error), { type: 'error' }) }}
        actions={<EditActions />}
      >
        <StudentForm isNew={false} indexPath={indexPath} />
      </Edit>
    </>
  );
};
