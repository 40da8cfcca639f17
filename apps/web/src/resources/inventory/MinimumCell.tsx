import { MSG } from '@doyang/domain';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditIcon from '@mui/icons-material/Edit';
import { Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { productsApi } from '../products/products-api.ts';
import { errorText } from '../shared/error-text.ts';
import { RowActionButton } from '../shared/RowActionButton.tsx';

type Props = { sizeId: number; doyangId: number; label: string; value: number; canEdit: boolean; onSaved: () => void };

/** A size's minimum in the doyang, edited in place; a failed save leaves edit mode (spec 03 §8). */
export const MinimumCell = ({ sizeId, doyangId, label, value, canEdit, onSaved }: Props) => {
  const api = useApi(productsApi);
  const notify = useNotify();
  const [draft, setDraft] = useState<string | null>(null);
  const save = async () => {
    if (draft === null) return;
    try {
      await api.minimum(sizeId, doyangId, Number(draft));
      notify(MSG.stockMinimumSaved, { type: 'success' });
      onSaved();
    } catch (error) {
      notify(errorText(error, MSG.stockMinimumError), { type: 'error' });
    } finally {
      setDraft(null);
    }
  };
  if (draft === null)
    return (
      <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={0.5}>
        <span>{value}</span>
        {canEdit && (
          <RowActionButton
            label={`Editar mínimo de ${label}`}
            icon={<EditIcon fontSize="small" />}
            onClick={() => setDraft(String(value))}
          />
        )}
      </Stack>
    );
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={0.5}>
      <TextField
        size="small"
        type="number"
        value={draft}
        autoFocus
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') setDraft(null);
        }}
        slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `Mínimo de ${label}` } }}
        sx={{ width: 88 }}
      />
      <RowActionButton label={`Guardar mínimo de ${label}`} icon={<CheckIcon fontSize="small" />} onClick={save} />
      <RowActionButton label="Cancelar" icon={<CloseIcon fontSize="small" />} onClick={() => setDraft(null)} />
    </Stack>
  );
};
