import { IconButton, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title?: string; label: string; icon: ReactNode; color?: 'error'; onClick: () => void };

/** A small icon button of a table row; its accessible name says which row ('Quitar a …', 'Eliminar …'). */
export const RowActionButton = ({ title, label, icon, color, onClick }: Props) => {
  const button = (
    <IconButton size="small" color={color} aria-label={label} onClick={onClick}>
      {icon}
    </IconButton>
  );
  return title ? <Tooltip title={title}>{button}</Tooltip> : button;
};
