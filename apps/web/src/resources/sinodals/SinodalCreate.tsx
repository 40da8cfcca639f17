import { MSG } from '@doyang/domain';
import { Create, useNotify } from 'react-admin';
import { PageHeading } from '../shared/PageHeading.tsx';
import { useToday } from '../shared/use-today.ts';
import { SinodalForm } from './SinodalForm.tsx';
import { sinodalCreateBody } from './sinodal.ts';

/** A new sinodal (`sinodal: true`); saving returns to SINODALES MDK. */
export const SinodalCreate = () => {
  const today = useToday();
  const notify = useNotify();
  return (
    <>
      <PageHeading>NUEVO SINODAL</PageHeading>
      <Create
        resource="sinodals"
        title="NUEVO SINODAL"
        redirect="list"
        transform={sinodalCreateBody(today)}
        mutationOptions={{ onError: () => notify(MSG.saveError, { type: 'error' }) }}
      >
        <SinodalForm isNew />
      </Create>
    </>
  );
};
