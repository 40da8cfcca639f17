import { canSeeGeneralDirection, hasPermission, MSG, ROLE_NAMES } from '@doyang/domain';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import type { DoyangRecord, DoyangSurrogation, DoyangPersonal as Person } from '../../providers/api-types.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { RemovePersonButton } from '../shared/RemovePersonButton.tsx';
import { SectionCard } from '../shared/SectionCard.tsx';
import { useListAll } from '../shared/use-list-all.ts';
import { AddPersonalDialog } from './AddPersonalDialog.tsx';
import { doyangsApi } from './doyangs-api.ts';

/** Same rule as the server: 'Doyang Personal' flags, or 'Doyangs' update for general direction. */
function usePersonalRights() {
  const user = useSessionUser();
  if (!user) return { canAdd: false, canRemove: false };
  const viaDoyangs = canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Doyangs', 'update');
  return {
    canAdd: viaDoyangs || hasPermission(user.permissions, 'Doyang Personal', 'create'),
    canRemove: viaDoyangs || hasPermission(user.permissions, 'Doyang Personal', 'delete'),
  };
}

/** PERSONAL of a doyang: who works there and under which multilevel scheme; add and remove. */
export const DoyangPersonal = () => {
  const record = useRecordContext<DoyangRecord>();
  const doyangs = useApi(doyangsApi);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canAdd, canRemove } = usePersonalRights();
  const { data: schemes = [] } = useListAll<DoyangSurrogation>('doyang_surrogations');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Person | null>(null);

  // The answer is the whole doyang: put its staff into the cached record instead of refetching the form.
  const store = (answer: DoyangRecord) =>
    queryClient.setQueriesData<DoyangRecord>({ queryKey: ['doyangs', 'getOne'] }, (old) =>
      old && old.id === answer.id ? { ...old, personal: answer.personal } : old,
    );
  const remove = useMutation({
    mutationFn: (person: Person) => doyangs.removePersonal(record?.id ?? 0, person.id),
    onSuccess: (answer) => {
      store(answer);
      notify(MSG.modifiedAccent, { type: 'success' });
    },
    onError: () => notify(MSG.modifyError, { type: 'error' }),
    onSettled: () => setRemoving(null),
  });

  if (!record) return null;
  const personal = record.personal ?? [];
  const schemeName = (id: number | null) => schemes.find((s) => s.id === id)?.name ?? '—';

  return (
    <SectionCard
      title="PERSONAL"
      testId="doyang-personal"
      action={
        canAdd && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<PersonAddIcon />}
            onClick={() => setAdding(true)}
            data-testid="add-personal"
          >
            Agregar personal
          </Button>
        )
      }
    >
      {personal.length ? (
        <Table size="small" aria-label="Personal">
          <TableHead>
            <TableRow>
              <TableCell>Nombre</TableCell>
              <TableCell>Puesto</TableCell>
              <TableCell>Esquema multinivel</TableCell>
              {canRemove && <TableCell align="right">Acciones</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {personal.map((p) => (
              <TableRow key={p.id} data-testid={`personal-row-${p.id}`}>
                <TableCell>{p.full_name_honorific}</TableCell>
                <TableCell>{ROLE_NAMES[p.role_id] ?? ''}</TableCell>
                <TableCell>{schemeName(p.doyang_surrogation_id)}</TableCell>
                {canRemove && (
                  <TableCell align="right" sx={{ py: 0 }}>
                    <RemovePersonButton name={p.full_name_honorific} title="Quitar del personal" onClick={() => setRemoving(p)} />
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Este doyang no tiene personal registrado.
        </Typography>
      )}
      {adding && (
        <AddPersonalDialog
          doyangId={record.id}
          exclude={personal.map((p) => p.id)}
          schemes={schemes}
          onClose={() => setAdding(false)}
          onAdded={store}
        />
      )}
      <Confirm
        isOpen={removing !== null}
        loading={remove.isPending}
        title="Quitar del personal"
        content={MSG.confirmDeleteElement}
        confirmColor="warning"
        onConfirm={() => removing && remove.mutate(removing)}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
};
