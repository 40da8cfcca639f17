import { MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Key, type ReactNode, useState } from 'react';
import { Confirm } from 'react-admin';
import { RelatedDialog } from './RelatedDialog.tsx';
import { RelatedInlineForm } from './RelatedInlineForm.tsx';
import { RelatedRows } from './RelatedRows.tsx';
import { RelatedSection } from './RelatedSection.tsx';
import { RowActionButton } from './RowActionButton.tsx';
import { useRelatedRights } from './related-rights.ts';
import type { RelatedAdapter, RelatedColumn, RelatedForm, RelatedGate, RelatedTexts, RowButton } from './related-types.ts';
import { useRelatedAction } from './use-related-action.ts';

/** New rows come from a header button that opens the form's dialog, or from the form left open by the table. */
type AddMode =
  | { button: { label: string; testId?: string; icon?: ReactNode } }
  | { inline: 'before' | 'after'; insideForm?: boolean };
/** Without `confirm` the row goes at once (an unsaved item of a form). */
type RemoveButton<Row> = RowButton<Row> & { confirm?: { title: string; content?: string } };

export type RelatedTableProps<Row, Values, Input> = {
  title: string;
  /** 'card': a block under a record's form; 'plain': a titled part of the form itself. */
  variant?: 'card' | 'plain';
  testId?: string;
  /** Beside the add button (a year selector). */
  headerAction?: ReactNode;
  description?: ReactNode;
  columns: RelatedColumn<Row>[];
  /** The rows the record already carries, when the adapter has no `load`. */
  rows?: Row[];
  adapter: RelatedAdapter<Row, Input>;
  gate: RelatedGate;
  texts?: RelatedTexts;
  form?: RelatedForm<Row, Values, Input>;
  add?: AddMode;
  edit?: RowButton<Row>;
  remove?: RemoveButton<Row>;
  empty: string;
  table: { label: string; testId?: string };
  rowKey?: (row: Row, index: number) => Key;
  rowTestId?: (row: Row) => string;
  detail?: (row: Row) => ReactNode;
  footer?: ReactNode;
};

const idOrIndex = (row: unknown, index: number): Key => (row as { id?: Key }).id ?? index;

/**
 * The child collection of a record (a doyang's staff, a category's requisites, a student's enrollments…): its rows
 * in declared columns, a row added or edited in a form checked with the server's schema, a row removed after the
 * spec's confirmation, each button shown only to those the server lets do it.
 */
export function RelatedTable<Row, Values, Input>(props: RelatedTableProps<Row, Values, Input>) {
  const { adapter, form, add, edit, remove, texts } = props;
  const rights = useRelatedRights(props.gate);
  const run = useRelatedAction();
  const key = adapter.load?.key;
  const loaded = useQuery({
    queryKey: key ?? ['related-rows-given'],
    queryFn: adapter.load?.fn ?? (async () => []),
    enabled: Boolean(adapter.load),
    staleTime: 60_000,
  });
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = (adapter.load ? loaded.data : props.rows) ?? [];
  const save = (row: Row | null) => (input: Input) =>
    row === null ? run(() => adapter.add?.(input), texts?.add, key) : run(() => adapter.update?.(row, input), texts?.update, key);
  const drop = async (row: Row) => {
    setBusy(true);
    await run(() => adapter.remove?.(row), texts?.remove, key);
    setBusy(false);
    setRemoving(null);
  };

  const canEdit = Boolean(rights.edit && edit && form);
  const canRemove = Boolean(rights.remove && remove);
  const actions = (row: Row) => (
    <>
      {canEdit && edit && (
        <RowActionButton
          title={edit.tooltip}
          label={edit.label(row)}
          icon={<EditIcon fontSize="small" />}
          onClick={() => setEditing({ row })}
        />
      )}
      {canRemove && remove && (
        <RowActionButton
          title={remove.tooltip}
          label={remove.label(row)}
          icon={<DeleteIcon fontSize="small" />}
          color="error"
          onClick={() => (remove.confirm ? setRemoving(row) : drop(row))}
        />
      )}
    </>
  );
  const inline = form && add && 'inline' in add && rights.add && (
    <Box sx={add.inline === 'before' ? { mb: 1 } : { mt: 2 }}>
      <RelatedInlineForm form={form} save={save(null)} insideForm={add.insideForm} />
    </Box>
  );
  const addButton = form && add && 'button' in add && rights.add && (
    <Button
      variant="outlined"
      size="small"
      startIcon={add.button.icon ?? <AddIcon />}
      onClick={() => setEditing({ row: null })}
      data-testid={add.button.testId}
    >
      {add.button.label}
    </Button>
  );
  const header = (props.headerAction || addButton) && (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {props.headerAction}
      {addButton}
    </Box>
  );

  return (
    <RelatedSection title={props.title} variant={props.variant ?? 'card'} testId={props.testId} action={header}>
      {props.description}
      {add && 'inline' in add && add.inline === 'before' && inline}
      {rows.length > 0 ? (
        <RelatedRows
          label={props.table.label}
          testId={props.table.testId}
          columns={props.columns}
          rows={rows}
          rowKey={props.rowKey ?? idOrIndex}
          rowTestId={props.rowTestId}
          actions={canEdit || canRemove ? actions : undefined}
          detail={props.detail}
          footer={props.footer}
        />
      ) : (
        !(adapter.load && loaded.isPending) && (
          <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
            {props.empty}
          </Typography>
        )
      )}
      {add && 'inline' in add && add.inline === 'after' && inline}
      {form && editing && (
        <RelatedDialog form={form} row={editing.row} save={save(editing.row)} onClose={() => setEditing(null)} />
      )}
      {remove?.confirm && (
        <Confirm
          isOpen={removing !== null}
          loading={busy}
          title={remove.confirm.title}
          content={remove.confirm.content ?? MSG.confirmDeleteElement}
          confirmColor="warning"
          onConfirm={() => removing && drop(removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </RelatedSection>
  );
}
