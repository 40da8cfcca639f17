import { MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Checkbox, Chip, Divider, FormControlLabel, IconButton, Tooltip, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Confirm, type HttpError, useDataProvider, useNotify, useRecordContext } from 'react-admin';
import type { CategoryRequisite, DoyangSummary } from '../../providers/api-types.ts';
import { SectionCard } from '../shared/SectionCard.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { RequisiteDialog, type RequisiteValues } from './RequisiteDialog.tsx';

const RESOURCE = 'doyang_category_requisites';

/** REQUISITOS of a category: create, edit, delete, and for each doyang of the category whether it meets each one. */
export const CategoryRequisites = () => {
  const record = useRecordContext();
  const categoryId = Number(record?.id);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { canCreate, canUpdate, canDelete } = useAreaPermissions(RESOURCE);
  const params = { doyang_category_id: categoryId, with: 'doyangs' };
  const listKey = [RESOURCE, 'listAll', params];
  const requisites = useListAll<CategoryRequisite>(RESOURCE, params, Boolean(record));
  const doyangs = useListAll<DoyangSummary>('doyangs', { doyang_category_id: categoryId }, Boolean(record));
  const [editing, setEditing] = useState<CategoryRequisite | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CategoryRequisite | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [RESOURCE, 'listAll'] });

  const save = useMutation({
    mutationFn: (values: RequisiteValues) =>
      editing && editing !== 'new'
        ? dataProvider.update(RESOURCE, {
            id: editing.id,
            data: { ...values, doyang_category_id: categoryId },
            previousData: editing,
          })
        : dataProvider.create(RESOURCE, { data: { ...values, doyang_category_id: categoryId } }),
  });
  const onSave = async (values: RequisiteValues) => {
    const isNew = editing === 'new';
    try {
      await save.mutateAsync(values);
      notify(isNew ? MSG.createdAccent : MSG.modifiedAccent, { type: 'success' });
      setEditing(null);
      refresh();
      return undefined;
    } catch (error) {
      const fieldText = (error as HttpError).body?.errors?.name as string | undefined;
      notify(isNew ? MSG.createError : MSG.modifyError, { type: 'error' });
      return fieldText;
    }
  };

  const remove = useMutation({
    mutationFn: (r: CategoryRequisite) => dataProvider.delete(RESOURCE, { id: r.id, previousData: r }),
    onSuccess: () => {
      notify(MSG.deletedData, { type: 'info' });
      refresh();
    },
    onError: () => notify(MSG.generic, { type: 'error' }),
    onSettled: () => setDeleting(null),
  });

  // The toggle sends every doyang that meets the requisite; the box flips at once and reverts on failure.
  const toggle = useMutation({
    mutationFn: ({ requisite, met }: { requisite: CategoryRequisite; met: number[] }) =>
      dataProvider.update(RESOURCE, { id: requisite.id, data: { doyangs: met }, previousData: requisite }),
    onMutate: ({ requisite, met }) => {
      const before = queryClient.getQueryData<CategoryRequisite[]>(listKey);
      queryClient.setQueryData<CategoryRequisite[]>(listKey, (old) =>
        old?.map((r) => (r.id === requisite.id ? { ...r, doyangs: met } : r)),
      );
      return { before };
    },
    onError: (_e, _v, context) => {
      queryClient.setQueryData(listKey, context?.before);
      notify(MSG.modifyError, { type: 'error' });
    },
  });
  const flip = (requisite: CategoryRequisite, doyangId: number, checked: boolean) => {
    const current =
      queryClient.getQueryData<CategoryRequisite[]>(listKey)?.find((r) => r.id === requisite.id)?.doyangs ?? requisite.doyangs;
    const met = checked ? [...new Set([...current, doyangId])] : current.filter((id) => id !== doyangId);
    toggle.mutate({ requisite, met: met.sort((a, b) => a - b) });
  };

  if (!record) return null;
  const list = requisites.data ?? [];
  const members = doyangs.data ?? [];

  return (
    <SectionCard
      title="REQUISITOS"
      testId="category-requisites"
      action={
        canCreate && (
          <Button
            variant="outlined"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setEditing('new')}
            data-testid="add-requisite"
          >
            Agregar requisito
          </Button>
        )
      }
    >
      {!requisites.isPending && !list.length && (
        <Typography variant="body2" color="text.secondary">
          Esta categoría no tiene requisitos.
        </Typography>
      )}
      {list.map((r, index) => (
        <Fragment key={r.id}>
          {index > 0 && <Divider />}
          <Box sx={{ py: 1 }} data-testid={`requisite-${r.id}`}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{r.name}</Typography>
              {!r.active && <Chip size="small" label="Inactivo" />}
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                Cumplen {r.doyangs.filter((id) => members.some((d) => d.id === id)).length} de {members.length}
              </Typography>
              {canUpdate && (
                <Tooltip title="Editar requisito">
                  <IconButton size="small" aria-label={`Editar ${r.name}`} onClick={() => setEditing(r)}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {canDelete && (
                <Tooltip title="Eliminar requisito">
                  <IconButton size="small" color="error" aria-label={`Eliminar ${r.name}`} onClick={() => setDeleting(r)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
              {members.map((d) => (
                <FormControlLabel
                  key={d.id}
                  label={<Typography variant="body2">{d.name}</Typography>}
                  control={
                    <Checkbox
                      size="small"
                      checked={r.doyangs.includes(d.id)}
                      disabled={!canUpdate}
                      onChange={(e) => flip(r, d.id, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${d.name} cumple ${r.name}` } }}
                    />
                  }
                />
              ))}
            </Box>
          </Box>
        </Fragment>
      ))}
      {editing && (
        <RequisiteDialog
          categoryId={categoryId}
          requisite={editing === 'new' ? null : editing}
          saving={save.isPending}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title="Eliminar requisito"
        content={MSG.confirmDeleteElement}
        confirmColor="warning"
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
};
