import {
  canSeeGeneralDirection,
  type DoyangPersonalAnswer,
  type DoyangPersonalBody,
  type DoyangRecordAnswer,
  type DoyangSurrogationAnswer,
  hasPermission,
  ROLE_NAMES,
} from '@doyang/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import { parentChangeTexts } from '../shared/related-texts.ts';
import type { RelatedAdapter, RelatedRights } from '../shared/related-types.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { doyangsApi } from './doyangs-api.ts';
import { personalForm } from './PersonalFields.tsx';

/** Same rule as the server: 'Doyang Personal' flags, or 'Doyangs' update for general direction. */
function usePersonalRights(): RelatedRights {
  const user = useSessionUser();
  if (!user) return { add: false, edit: false, remove: false };
  const viaDoyangs = canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Doyangs', 'update');
  return {
    add: viaDoyangs || hasPermission(user.permissions, 'Doyang Personal', 'create'),
    edit: false,
    remove: viaDoyangs || hasPermission(user.permissions, 'Doyang Personal', 'delete'),
  };
}

/** PERSONAL of a doyang: who works there and under which multilevel scheme; add and remove. */
export const DoyangPersonal = () => {
  const record = useRecordContext<DoyangRecordAnswer>();
  const doyangs = useApi(doyangsApi);
  const queryClient = useQueryClient();
  const rights = usePersonalRights();
  const { data: schemes = [] } = useListAll<DoyangSurrogationAnswer>('doyang_surrogations');
  if (!record) return null;

  // The answer is the whole doyang: put its staff into the cached record instead of refetching the form.
  const store = (answer: DoyangRecordAnswer) =>
    queryClient.setQueriesData<DoyangRecordAnswer>({ queryKey: ['doyangs', 'getOne'] }, (old) =>
      old && old.id === answer.id ? { ...old, personal: answer.personal } : old,
    );
  const adapter: RelatedAdapter<DoyangPersonalAnswer, DoyangPersonalBody> = {
    add: async (input) => store(await doyangs.addPersonal(record.id, input)),
    remove: async (person) => store(await doyangs.removePersonal(record.id, person.id)),
  };
  const personal = record.personal ?? [];
  const schemeName = (id: number | null) => schemes.find((s) => s.id === id)?.name ?? '—';

  return (
    <RelatedTable
      title="PERSONAL"
      testId="doyang-personal"
      table={{ label: 'Personal' }}
      columns={[
        { label: 'Nombre', render: (p) => p.full_name_honorific },
        { label: 'Puesto', render: (p) => ROLE_NAMES[p.role_id] ?? '' },
        { label: 'Esquema multinivel', render: (p) => schemeName(p.doyang_surrogation_id) },
      ]}
      rows={personal}
      rowTestId={(p) => `personal-row-${p.id}`}
      empty="Este doyang no tiene personal registrado."
      adapter={adapter}
      gate={rights}
      texts={parentChangeTexts()}
      form={personalForm(
        personal.map((p) => p.id),
        schemes,
      )}
      add={{ button: { label: 'Agregar personal', testId: 'add-personal', icon: <PersonAddIcon /> } }}
      remove={{
        tooltip: 'Quitar del personal',
        label: (p) => `Quitar a ${p.full_name_honorific}`,
        confirm: { title: 'Quitar del personal' },
      }}
    />
  );
};
