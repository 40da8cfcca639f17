import { type AddKyosaBody, type DoyangGroupAnswer, type GroupPersonAnswer, ROLE_NAMES } from '@doyang/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQueryClient } from '@tanstack/react-query';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import { parentChangeTexts } from '../shared/related-texts.ts';
import type { RelatedAdapter } from '../shared/related-types.ts';
import { groupsApi } from './groups-api.ts';
import { kyosaForm } from './KyosaFields.tsx';

/** KYOSAS of a group on its form: who assists it; adding and removing them are updates of the group. */
export const GroupKyosas = ({ resource }: { resource: string }) => {
  const record = useRecordContext<DoyangGroupAnswer>();
  const groups = useApi(groupsApi);
  const queryClient = useQueryClient();
  if (!record) return null;

  // The answer is the whole group: put its kyosas into the cached record instead of refetching the form.
  const store = (answer: DoyangGroupAnswer) =>
    queryClient.setQueriesData<DoyangGroupAnswer>({ queryKey: [resource, 'getOne'] }, (old) =>
      old && old.id === answer.id ? { ...old, kyosas: answer.kyosas } : old,
    );
  const adapter: RelatedAdapter<GroupPersonAnswer, AddKyosaBody> = {
    add: async (input) => store(await groups.addKyosas(record.id, input)),
    remove: async (person) => store(await groups.removeKyosas(record.id, [person.id])),
  };
  const kyosas = record.kyosas ?? [];

  return (
    <RelatedTable
      title="KYOSAS"
      testId="group-kyosas"
      table={{ label: 'Kyosas' }}
      columns={[
        { label: 'Nombre', render: (k) => k.full_name_honorific },
        { label: 'Puesto', render: (k) => ROLE_NAMES[k.role_id] ?? '' },
      ]}
      rows={kyosas}
      rowTestId={(k) => `kyosa-row-${k.id}`}
      empty="Este grupo no tiene kyosas."
      adapter={adapter}
      gate={{ resource, add: 'edit', remove: 'edit' }}
      texts={parentChangeTexts(true)}
      form={kyosaForm(
        record.doyang_id,
        kyosas.map((k) => k.id),
      )}
      add={{ button: { label: 'Agregar kyosa', testId: 'add-kyosa', icon: <PersonAddIcon /> } }}
      remove={{
        tooltip: 'Quitar kyosa',
        label: (k) => `Quitar a ${k.full_name_honorific}`,
        confirm: { title: 'Quitar kyosa' },
      }}
    />
  );
};
