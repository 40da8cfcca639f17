import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { type EventHead, type ProspectRow, prospectsApi } from './prospects-api.ts';

/** The block a prospect is examined in: choosing one moves them there, '(sin bloque)' takes them out. */
export const BlockSelect = ({ event, row, onChange }: { event: EventHead; row: ProspectRow; onChange: () => void }) => {
  const api = useApi(prospectsApi);
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const change = async (value: string) => {
    setBusy(true);
    try {
      if (value) await api.placeInBlock(Number(value), [row.id]);
      else if (row.exam_block_id) await api.takeFromBlock(row.exam_block_id, row.id);
      onChange();
    } catch (error) {
      notify(errorText(error, 'No se pudo cambiar el bloque'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <TextField
      select
      size="small"
      variant="standard"
      value={row.exam_block_id ? String(row.exam_block_id) : ''}
      onChange={(e) => change(e.target.value)}
      disabled={busy}
      sx={{ minWidth: 120, '& .MuiInputBase-input': { fontSize: 13 } }}
      slotProps={{ select: { SelectDisplayProps: { 'aria-label': `Bloque de ${row.full_name}` } as object } }}
    >
      <MenuItem value="">(sin bloque)</MenuItem>
      {(event.blocks ?? []).map((b) => (
        <MenuItem key={b.id} value={String(b.id)}>
          {b.name}
        </MenuItem>
      ))}
    </TextField>
  );
};
