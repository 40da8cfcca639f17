import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Tooltip } from '@mui/material';

type Props = { name: string; title: string; onClick: () => void };

/** The row button that takes a person off a list (a doyang's personal, a group's kyosas); the caller confirms. */
export const RemovePersonButton = ({ name, title, onClick }: Props) => (
  <Tooltip title={title}>
    <IconButton aria-label={`Quitar a ${name}`} onClick={onClick} color="error" size="small">
      <DeleteIcon fontSize="small" />
    </IconButton>
  </Tooltip>
);
