import DeleteIcon from '@mui/icons-material/Delete';
import { RowActionButton } from './RowActionButton.tsx';

type Props = { name: string; title: string; onClick: () => void };

/** The row button that takes a person off a list (a group's kyosas, a student's pick-up people); the caller confirms. */
export const RemovePersonButton = ({ name, title, onClick }: Props) => (
  <RowActionButton
    title={title}
    label={`Quitar a ${name}`}
    icon={<DeleteIcon fontSize="small" />}
    color="error"
    onClick={onClick}
  />
);
