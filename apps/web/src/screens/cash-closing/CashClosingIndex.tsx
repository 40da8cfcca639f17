import { type CashClosingAnswer, type CashDrawerAnswer, formatDayMonYear, fromCents, MSG, toCents } from '@doyang/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  InputAdornment,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Loading, useNotify } from 'react-admin';
import { Refusal } from '../../layout/Refusal.tsx';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { formatMXN, parseAmount } from '../../resources/shared/money.ts';
import { PageHeading } from '../../resources/shared/PageHeading.tsx';
import { cashClosingApi } from './cash-closing-api.ts';

const when = (instant: string | null) =>
  instant
    ? new Date(instant).toLocaleString('es-MX', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Mexico_City' })
    : 'el inicio';

const TYPES: [label: string, key: keyof CashDrawerAnswer][] = [
  ['EFECTIVO', 'expected_cash'],
  ['TARJETA DE CRÉDITO', 'expected_credit'],
  ['TARJETA DE DÉBITO', 'expected_debit'],
  ['DEPÓSITO', 'expected_deposit'],
];

/** The difference counted − expected, signed, as pesos ('−$10.00' short, '$5.00' over). */
export function cashDifference(counted: string | null, expected: string): string | null {
  if (counted === null) return null;
  return fromCents(toCents(counted) - toCents(expected));
}

const Drawer = ({ doyangId, drawer }: { doyangId: number; drawer: CashDrawerAnswer }) => {
  const api = useApi(cashClosingApi);
  const notify = useNotify();
  const client = useQueryClient();
  const [counted, setCounted] = useState('');
  const [observation, setObservation] = useState('');
  const [asking, setAsking] = useState(false);
  const amount = parseAmount(counted);
  const difference = cashDifference(amount, drawer.expected_cash);
  const empty = drawer.receipts_count === 0 && drawer.cancellations_count === 0;
  const close = useMutation({
    mutationFn: () => api.close({ doyang_id: doyangId, counted_cash: amount ?? '0', observation: observation.trim() || null }),
    onSuccess: () => {
      notify(MSG.cashClosed, { type: 'success' });
      setCounted('');
      setObservation('');
      void client.invalidateQueries({ queryKey: ['cash-closing'] });
    },
    onError: (error) => notify(error instanceof HttpError ? error.message : MSG.generic, { type: 'error' }),
    onSettled: () => setAsking(false),
  });
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          En caja desde {drawer.from_at ? `el corte del ${when(drawer.from_at)}` : 'el inicio'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {drawer.receipts_count} recibos · {drawer.cancellations_count} cancelaciones
        </Typography>
        <Table size="small" sx={{ maxWidth: 420, mb: 2 }} aria-label="Lo que debe haber por tipo de pago">
          <TableBody>
            {TYPES.map(([label, key]) => (
              <TableRow key={key}>
                <TableCell>{label}</TableCell>
                <TableCell align="right">{formatMXN(drawer[key])}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>TOTAL</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {formatMXN(drawer.expected_total)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {empty ? (
          <Alert severity="info">{MSG.cashNothingToClose}</Alert>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
            <TextField
              label="Efectivo contado"
              size="small"
              value={counted}
              onChange={(e) => setCounted(e.target.value)}
              slotProps={{
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                htmlInput: { inputMode: 'decimal' },
              }}
              helperText={
                difference === null
                  ? 'Cuenta el efectivo de la caja'
                  : Number(difference) === 0
                    ? 'Cuadra con lo esperado'
                    : `${Number(difference) < 0 ? 'Faltan' : 'Sobran'} ${formatMXN(Math.abs(Number(difference)))}`
              }
              error={difference !== null && Number(difference) < 0}
              sx={{ width: 220 }}
            />
            <TextField
              label="Observaciones"
              size="small"
              value={observation}
              onChange={(e) => setObservation(e.target.value)}
              sx={{ minWidth: 260, flex: 1 }}
            />
            <Button variant="contained" disabled={amount === null || close.isPending} onClick={() => setAsking(true)}>
              CERRAR CAJA
            </Button>
          </Box>
        )}
        <Dialog open={asking} onClose={() => setAsking(false)}>
          <DialogTitle>¿Cerrar la caja?</DialogTitle>
          <DialogContent>
            Se registrará el corte con {formatMXN(amount)} en efectivo contados
            {difference !== null && Number(difference) !== 0 ? ` (diferencia de ${formatMXN(difference)})` : ''}. Los recibos de
            este corte ya solo se podrán cancelar con nota de crédito.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAsking(false)}>Cancelar</Button>
            <Button variant="contained" disabled={close.isPending} onClick={() => close.mutate()}>
              Cerrar caja
            </Button>
          </DialogActions>
        </Dialog>
      </CardContent>
    </Card>
  );
};

const Closings = ({ doyangId }: { doyangId: number }) => {
  const api = useApi(cashClosingApi);
  const [page, setPage] = useState(0);
  const { data } = useQuery({ queryKey: ['cash-closing', 'list', doyangId, page], queryFn: () => api.list(doyangId, page + 1) });
  if (!data) return null;
  if (data.total === 0) return <Alert severity="info">Aún no hay cortes de caja de este doyang.</Alert>;
  return (
    <Card>
      <CardContent sx={{ overflowX: 'auto' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
          Cortes anteriores
        </Typography>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Desde</TableCell>
              <TableCell align="right">Recibos</TableCell>
              <TableCell align="right">Efectivo esperado</TableCell>
              <TableCell align="right">Contado</TableCell>
              <TableCell align="right">Diferencia</TableCell>
              <TableCell align="right">Total esperado</TableCell>
              <TableCell>Cerró</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((k: CashClosingAnswer) => (
              <TableRow key={k.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDayMonYear(k.day)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(k.from_at)}</TableCell>
                <TableCell align="right">{k.receipts_count}</TableCell>
                <TableCell align="right">{formatMXN(k.expected_cash)}</TableCell>
                <TableCell align="right">{formatMXN(k.counted_cash)}</TableCell>
                <TableCell align="right" sx={{ color: Number(k.difference) < 0 ? 'error.main' : undefined }}>
                  {formatMXN(k.difference)}
                </TableCell>
                <TableCell align="right">{formatMXN(k.expected_total)}</TableCell>
                <TableCell>
                  {k.closed_by_name}
                  {k.observation ? (
                    <Typography variant="caption" display="block" color="text.secondary">
                      {k.observation}
                    </Typography>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data.total}
          page={page}
          rowsPerPage={data.per_page}
          rowsPerPageOptions={[data.per_page]}
          onPageChange={(_, p) => setPage(p)}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to} de ${count}`}
        />
      </CardContent>
    </Card>
  );
};

/** CORTE DE CAJA (issue 25, beyond the spec): the selected doyang's drawer since its previous closing, and the closings. */
export const CashClosingIndex = () => {
  const { selected } = useSelectedDoyang();
  const api = useApi(cashClosingApi);
  const doyangId = selected?.id ?? null;
  const drawer = useQuery({
    queryKey: ['cash-closing', 'current', doyangId],
    queryFn: () => api.current(doyangId as number),
    enabled: doyangId !== null,
    retry: false,
  });
  if (doyangId === null) return <Refusal kind="denied" reason={MSG.chooseDoyang} />;
  if (drawer.error) {
    const status = drawer.error instanceof HttpError ? drawer.error.status : 0;
    return <Refusal kind={status === 403 ? 'denied' : 'failed'} reason={drawer.error.message} />;
  }
  if (!drawer.data) return <Loading />;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <PageHeading>{`CORTE DE CAJA — ${selected?.name ?? ''}`}</PageHeading>
      <Drawer doyangId={doyangId} drawer={drawer.data} />
      <Closings doyangId={doyangId} />
    </Box>
  );
};
