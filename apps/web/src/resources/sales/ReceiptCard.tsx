import { MSG, type ReceiptAnswer } from '@doyang/domain';
import CancelIcon from '@mui/icons-material/Cancel';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PrintIcon from '@mui/icons-material/Print';
import {
  Box,
  Button,
  Chip,
  Collapse,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { DatePickerField } from '../shared/DatePickerField.tsx';
import { errorText } from '../shared/error-text.ts';
import { formatMXN } from '../shared/money.ts';
import { useDownload } from '../shared/use-download.ts';
import { useTimeZone } from '../shared/use-today.ts';
import { paidBy, receiptDay, receiptStatus, receiptWhen } from './receipt-view.ts';
import { RECEIPT_FILE, receiptPrintPath, salesApi } from './sales-api.ts';

type Props = {
  receipt: ReceiptAnswer;
  canPrint: boolean;
  canCancel: boolean;
  canRedate: boolean;
  onChanged: () => void;
};

/** One receipt: when, who, how paid, its state; its payments open below; print, cancel and the date edit. */
export const ReceiptCard = ({ receipt: r, canPrint, canCancel, canRedate, onChanged }: Props) => {
  const api = useApi(salesApi);
  const notify = useNotify();
  const timeZone = useTimeZone();
  const { busy, download } = useDownload();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [redating, setRedating] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const status = receiptStatus(r);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setWorking(true);
    try {
      await action();
      notify(done, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
    } finally {
      setWorking(false);
      setConfirming(false);
      setRedating(false);
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`receipt-${r.id}`}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }}>
            Recibo {r.id} · {receiptWhen(r.created_at, timeZone)}
          </Typography>
          <Typography variant="body2">{r.client_name ?? 'Sin cliente'}</Typography>
          <Typography variant="body2" color="text.secondary">
            Elaboró: {r.elaborated_name}
            {paidBy(r).length > 0 &&
              ` · ${paidBy(r)
                .map((p) => `${p.label} ${formatMXN(p.amount)}`)
                .join(' + ')}`}
          </Typography>
          {status && (
            <Typography variant="body2" color="error">
              {r.cancel_kind === 'credit_note' ? 'Nota de crédito' : 'Cancelado'}
              {r.canceled_at && ` el ${receiptWhen(r.canceled_at, timeZone)}`}
              {r.canceled_by_name && ` por ${r.canceled_by_name}`}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
          {status && <Chip color="error" size="small" label={status} />}
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem', textDecoration: r.is_canceled ? 'line-through' : 'none' }}>
            {formatMXN(r.total)}
          </Typography>
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />} onClick={() => setOpen(!open)}>
          Pagos ({r.payments.length})
        </Button>
        {canPrint && (
          <Button
            size="small"
            startIcon={<PrintIcon />}
            disabled={busy !== null}
            onClick={() => download(`receipt-${r.id}`, receiptPrintPath(r.id), RECEIPT_FILE)}
          >
            Imprimir
          </Button>
        )}
        {canRedate && !r.is_canceled && !r.day_closed && (
          <Button
            size="small"
            startIcon={<EditCalendarIcon />}
            onClick={() => {
              setDay(receiptDay(r.created_at, timeZone));
              setRedating(true);
            }}
          >
            Cambiar fecha
          </Button>
        )}
        {canCancel && !r.is_canceled && (
          <Button size="small" color="error" startIcon={<CancelIcon />} onClick={() => setConfirming(true)}>
            Cancelar
          </Button>
        )}
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`Pagos del recibo ${r.id}`}>
            <TableHead>
              <TableRow>
                <TableCell>Concepto</TableCell>
                <TableCell align="right">Cant.</TableCell>
                <TableCell align="right">Precio</TableCell>
                <TableCell align="right">Descuento</TableCell>
                <TableCell align="right">Recargo</TableCell>
                <TableCell align="right">Total</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {r.payments.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.title}</TableCell>
                  <TableCell align="right">{p.qty}</TableCell>
                  <TableCell align="right">{formatMXN(p.price)}</TableCell>
                  <TableCell align="right">{formatMXN(p.discount)}</TableCell>
                  <TableCell align="right">{formatMXN(p.surcharge)}</TableCell>
                  <TableCell align="right">{formatMXN(p.amount)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Collapse>
      <Confirm
        isOpen={confirming}
        loading={working}
        title="Cancelar recibo"
        content={r.day_closed ? `${MSG.receiptCancelConfirm} ${MSG.receiptClosedDayCancel}` : MSG.receiptCancelConfirm}
        confirm="Aceptar"
        cancel="Cancelar"
        onConfirm={() => run(() => api.cancel(r.id), MSG.receiptCancelDone)}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={redating} onClose={() => setRedating(false)}>
        <DialogTitle>Fecha del recibo {r.id}</DialogTitle>
        <DialogContent>
          <DatePickerField label="Fecha" value={day} onChange={setDay} testId="receipt-date" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRedating(false)}>Cancelar</Button>
          <Button
            variant="contained"
            disabled={!day || working}
            onClick={() => day && run(() => api.redate(r.id, day), MSG.receiptDateSaved)}
          >
            Guardar
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
};
