import { MSG } from '@doyang/domain';
import { Card } from '@mui/material';
import { Edit, TopToolbar, useNotify } from 'react-admin';
import { HistoryButton } from '../audit-logs/HistoryButton.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { PersonDoyangs } from '../shared/PersonDoyangs.tsx';
import { FullRecordButton } from './FullRecordButton.tsx';
import { ImpersonateButton } from './ImpersonateButton.tsx';
import { StaffForm } from './StaffForm.tsx';
import { STAFF_WITH, staffUpdateBody } from './staff.ts';

/** 'EDITAR USUARIO': the form, 'Ver Ficha Completa', 'Ingresar como usuario' and the doyangs where the person teaches. */
export const ProfessorEdit = () => {
  const notify = useNotify();
  return (
    <>
      <PageHeading>EDITAR USUARIO</PageHeading>
      <Edit
        resource="professors"
        title="EDITAR USUARIO"
        mutationMode="pessimistic"
        redirect="list"
        transform={staffUpdateBody}
        queryOptions={{ meta: { with: STAFF_WITH, append: 'all_doyangs' } }}
        mutationOptions={{ onError: () => notify(MSG.saveError, { type: 'error' }) }}
        actions={
          <TopToolbar sx={{ flexWrap: 'wrap' }}>
            <FullRecordButton />
            <ImpersonateButton />
            <HistoryButton />
          </TopToolbar>
        }
        component="div"
      >
        <Card>
          <StaffForm isNew={false} />
        </Card>
        <PersonDoyangs />
      </Edit>
    </>
  );
};
