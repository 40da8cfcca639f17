import { MSG } from '@doyang/domain';
import { Card } from '@mui/material';
import { Edit, useNotify } from 'react-admin';
import { PageHeading } from '../shared/PageHeading.tsx';
import { PersonDoyangs } from '../shared/PersonDoyangs.tsx';
import { EditActions } from '../shared/ResourceEdit.tsx';
import { SinodalForm } from './SinodalForm.tsx';
import { sinodalUpdateBody } from './sinodal.ts';

/** EDITAR SINODAL with the doyangs where the sinodal teaches (5 a page); saving returns to SINODALES MDK. */
export const SinodalEdit = () => {
  const notify = useNotify();
  return (
    <>
      <PageHeading>EDITAR SINODAL</PageHeading>
      <Edit
        resource="sinodals"
        title="EDITAR SINODAL"
        mutationMode="pessimistic"
        redirect="list"
        transform={sinodalUpdateBody}
        queryOptions={{ meta: { with: 'degree,honorific_title', append: 'all_doyangs' } }}
        mutationOptions={{ onError: () => notify(MSG.saveError, { type: 'error' }) }}
        actions={<EditActions />}
        component="div"
      >
        <Card>
          <SinodalForm isNew={false} />
        </Card>
        <PersonDoyangs />
      </Edit>
    </>
  );
};
