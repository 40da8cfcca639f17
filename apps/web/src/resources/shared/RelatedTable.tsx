import { MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { Key } from 'react';
import { Confirm } from 'react-admin';
import { RelatedDialog } from './RelatedDialog.tsx';
import { RelatedInlineForm } from './RelatedInlineForm.tsx';
import { RelatedRowButtons } from './RelatedRowButtons.tsx';
import { RelatedRows } from './RelatedRows.tsx';
import { RelatedSection } from './RelatedSection.tsx';
import { useRelatedRights } from './related-rights.ts';
import type { RelatedTableProps } from './related-table-props.ts';
import { useRelatedTable } from './use-related-table.ts';

const idOrIndex = (row: unknown, index: number): Key => (row as { id?: Key }).id ?? index;

/**
 * The child collection of a record (a doyang's staff, a category's requisites, a student's enrollments…): its rows
 * in declared columns, a row added or edited in a form checked with the server's schema, a row removed after the
 * spec's confirmation, each button shown only to those the server lets do it.
 */
export function RelatedTable<Row, Values, Input>(props: RelatedTableProps<Row, Values, Input>) {
  const { form, add, edit, remove } = props;
  const rights = useRelatedRights(props.gate);
  const table = useRelatedTable(props);
  const canEdit = Boolean(rights.edit && edit && form);
  const canRemove = Boolean(rights.remove && remove);
  const inline = form && add && 'inline' in add && rights.add ? add : null;
  const button = form && add && 'button' in add && rights.add ? add.button : null;

  const actions = (row: Row) => (
    <RelatedRowButtons
      row={row}
      edit={canEdit ? edit : undefined}
      remove={canRemove ? remove : undefined}
      onEdit={(r) => table.setEditing({ row: r })}
      onRemove={(r) => (remove?.confirm ? table.setRemoving(r) : table.drop(r))}
    />
  );
  const inlineForm = (place: 'before' | 'after') =>
    form &&
    inline?.inline === place && (
      <Box sx={place === 'before' ? { mb: 1 } : { mt: 2 }}>
        <RelatedInlineForm form={form} save={table.save(null)} insideForm={inline.insideForm} />
      </Box>
    );
  const header = (props.headerAction || button) && (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      {props.headerAction}
      {button && (
        <Button
          variant="outlined"
          size="small"
          startIcon={button.icon ?? <AddIcon />}
          onClick={() => table.setEditing({ row: null })}
          data-testid={button.testId}
        >
          {button.label}
        </Button>
      )}
    </Box>
  );

  return (
    <RelatedSection title={props.title} variant={props.variant ?? 'card'} testId={props.testId} action={header}>
      {props.description}
      {inlineForm('before')}
      {table.rows.length > 0 ? (
        <RelatedRows
          label={props.table.label}
          testId={props.table.testId}
          columns={props.columns}
          rows={table.rows}
          rowKey={props.rowKey ?? idOrIndex}
          rowTestId={props.rowTestId}
          actions={canEdit || canRemove ? actions : undefined}
          detail={props.detail}
          footer={props.footer}
        />
      ) : (
        !table.pending && (
          <Typography variant="body2" color={table.failed ? 'error' : 'text.secondary'} sx={{ my: 1 }}>
            {table.failed ? MSG.generic : props.empty}
          </Typography>
        )
      )}
      {inlineForm('after')}
      {form && table.editing && (
        <RelatedDialog
          form={form}
          row={table.editing.row}
          save={table.save(table.editing.row)}
          onClose={() => table.setEditing(null)}
        />
      )}
      {remove?.confirm && (
        <Confirm
          isOpen={table.removing !== null}
          loading={table.busy}
          title={remove.confirm.title}
          content={remove.confirm.content ?? MSG.confirmDeleteElement}
          confirmColor="warning"
          onConfirm={() => table.removing && table.drop(table.removing)}
          onClose={() => table.setRemoving(null)}
        />
      )}
    </RelatedSection>
  );
}
