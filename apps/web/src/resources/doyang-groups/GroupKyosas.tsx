import { MSG, ROLE_NAMES } from '@doyang/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { errorText } from '../shared/error-text.ts';
import { RemovePersonButton } from '../shared/RemovePersonButton.tsx';
import { SectionCard } from '../shared/SectionCard.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { AddKyosaDialog } from './AddKyosaDialog.tsx';
import type { GroupPerson, GroupRecord } from './group-types.ts';
import { groupsApi } from './groups-api.ts';

/** KYOSAS of a group on its form: who assists it; add and remove are updates of the group. */
export const GroupKyosas = ({ resource }: { resource: string }) => {
  const record = useRecordContext<GroupRecord>();
  const groups = useApi(groupsApi);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canUpdate } = useAreaPermissions(resource);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<GroupPerson | null>(null);

  // The answer is the whole group: put its kyosas into the cached record instead of refetching the form.
  const store = (answer: GroupRecord) =>
    queryClient.setQueriesData<GroupRecord>({ queryKey: [resource, 'getOne'] }, (old) =>
      old && old.id === answer.id ? { ...old, kyosas: answer.kyosas } : old,
    );
  const remove = useMutation({
    mutationFn: (person: GroupPerson) => groups.removeKyosas(record?.id ?? 0, [person.id]),
    onSuccess: (answer) => {
      store(answer);
      notify(MSG.modifiedAccent, { type: 'success' });
    },
    onError: (error) => notify(errorText(error, MSG.modifyError), { type: 'error' }),
    onSettled: () => setRemoving(null),
  });

  if (!record) return null;
  const kyosas = record.kyosas ?? [];
  return (
    <SectionCard
      title="KYOSAS"
      testId="group-kyosas"
      action={
        canUpdate && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PersonAddIcon />}
            onClick={() => setAdding(true)}
            data-testid="add-kyosa"
          >
            Agregar kyosa
          </Button>
        )
      }
    >
      {kyosas.length ? (
        <Table size="small" aria-label="Kyosas">
          <TableHead>
            <TableRow>
              <TableCell>Nombre</TableCell>
              <TableCell>Puesto</TableCell>
              {canUpdate && <TableCell align="right">Acciones</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {kyosas.map((k) => (
              <TableRow key={k.id} data-testid={`kyosa-row-${k.id}`}>
                <TableCell>{k.full_name_honorific}</TableCell>
                <TableCell>{ROLE_NAMES[k.role_id] ?? ''}</TableCell>
                {canUpdate && (
                  <TableCell align="right" sx={{ py: 0 }}>
                    <RemovePersonButton name={k.full_name_honorific} title="Quitar kyosa" onClick={() => setRemoving(k)} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Este grupo no tiene kyosas.
        </Typography>
      )}
      {adding && (
        <AddKyosaDialog
          groupId={record.id}
          doyangId={record.doyang_id}
          taken={kyosas.map((k) => k.id)}
          onClose={() => setAdding(false)}
          onAdded={store}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="Quitar kyosa"
        content={MSG.confirmDeleteElement}
        confirmColor="warning"
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
};
