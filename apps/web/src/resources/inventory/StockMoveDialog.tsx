import { MSG } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { productsApi } from '../products/products-api.ts';
import { errorText } from '../shared/error-text.ts';

export type MoveKind = 'in' | 'out';
type Props = {
  kind: MoveKind;
  sizeId: number;
  doyangId: number;
  label: string;
  stock: number;
  onDone: () => void;
  onClose: () => void;
};

/**
 * The inventory dialog (spec 03 §5): a quantity from 0, a reference and a comment; the entry or exit button stays
 * hidden while the quantity is '0'; an exit sends the quantity negative.
 */
export const StockMoveDialog = ({ kind, sizeId, doyangId, label, stock, onDone, onClose }: Props) => {
  const api = useApi(productsApi);
  const notify = useNotify();
  const [qty, setQty] = useState('0');
  const [reference, setReference] = useState('');
  const [observation, setObservation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const units = Number(qty);
  const valid = qty !== '0' && qty !== '' && Number.isInteger(units) && units > 0;
  const title = kind === 'in' ? 'Entrada' : 'Salida';
  const save = async () => {
    if (!valid) return;
    setSaving(true);
    try {
      await api.move({
        qty: kind === 'in' ? units : -units,
        reference: reference || null,
        observation: observation || null,
        product_size_id: sizeId,
        doyang_id: doyangId,
      });
      notify(kind === 'in' ? MSG.stockEntrySaved : MSG.stockExitSaved, { type: 'success' });
      onDone();
      onClose();
    } catch (e) {
      setError(errorText(e, MSG.stockMoveError));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {title}: {label}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Cantidad"
            type="number"
            value={qty}
            autoFocus
            onChange={(e) => {
              setQty(e.target.value);
              setError(null);
            }}
            error={Boolean(error)}
            helperText={error ?? `Existencia actual: ${stock}`}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
          />
          <TextField label="Referencia" value={reference} onChange={(e) => setReference(e.target.value.toUpperCase())} />
          <TextField
            label="Comentario"
            value={observation}
            onChange={(e) => setObservation(e.target.value)}
            multiline
            minRows={2}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        {qty !== '0' && (
          <Button variant="contained" color="primary" onClick={save} disabled={saving || !valid}>
            {kind === 'in' ? 'Registrar entrada' : 'Registrar salida'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
