import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { RowActionButton } from './RowActionButton.tsx';
import type { RowButton } from './related-types.ts';

type Props<Row> = {
  row: Row;
  /** Given only when the user may edit, or remove. */
  edit?: RowButton<Row>;
  remove?: RowButton<Row>;
  onEdit: (row: Row) => void;
  onRemove: (row: Row) => void;
};

/** A child row's edit and remove buttons. */
export function RelatedRowButtons<Row>({ row, edit, remove, onEdit, onRemove }: Props<Row>) {
  return (
    <>
      {edit && (
        <RowActionButton
          title={edit.tooltip}
          label={edit.label(row)}
          icon={<EditIcon fontSize="small" />}
          onClick={() => onEdit(row)}
        />
      )}
      {remove && (
        <RowActionButton
          title={remove.tooltip}
          label={remove.label(row)}
          icon={<DeleteIcon fontSize="small" />}
          color="error"
          onClick={() => onRemove(row)}
        />
      )}
    </>
  );
}
