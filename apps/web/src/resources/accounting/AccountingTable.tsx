import { type AccountingPaymentAnswer, fromCents, sumCents } from '@doyang/domain';
import {
  alpha,
  Checkbox,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableFooter,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { formatMXN } from '../shared/money.ts';
import { lineState } from './accounting-view.ts';
import { MarkPaidBar } from './MarkPaidBar.tsx';

type Props = { lines: AccountingPaymentAnswer[]; canPay: boolean };

/** A column a narrow screen leaves out (how it was paid). */
const wide = { display: { xs: 'none', md: 'table-cell' } } as const;

/**
 * A page of INGRESOS: each line's day, receipt, description and concept, client, payment type and amount; cancelled sales
 * struck through, their reversals in red, commissions still owed marked and, for who pays them, chosen to mark paid.
 */
export const AccountingTable = ({ lines, canPay }: Props) => {
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const pending = lines.filter((l) => l.is_pending_commission);
  const toggle = (id: number) =>
    setChosen((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const pay = canPay && pending.length > 0;
  const pageSum = fromCents(sumCents(lines.map((l) => l.amount)));
  return (
    <>
      {pay && <MarkPaidBar chosen={lines.filter((l) => chosen.has(l.id))} onDone={() => setChosen(new Set())} />}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Ingresos">
          <TableHead>
            <TableRow sx={{ '& th': { whiteSpace: 'nowrap' } }}>
              {pay && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={chosen.size > 0 && chosen.size === pending.length}
                    indeterminate={chosen.size > 0 && chosen.size < pending.length}
                    onChange={(e) => setChosen(new Set(e.target.checked ? pending.map((l) => l.id) : []))}
                    slotProps={{ input: { 'aria-label': 'Elegir todas las comisiones pendientes' } }}
                  />
                </TableCell>
              )}
              <TableCell>Fecha</TableCell>
              <TableCell>Recibo</TableCell>
              <TableCell>Descripción</TableCell>
              <TableCell>Cliente</TableCell>
              <TableCell sx={wide}>Pago</TableCell>
              <TableCell align="right">Importe</TableCell>
              <TableCell>Estado</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => {
              const state = lineState(l);
              const struck = l.is_canceled && !l.devolution;
              return (
                <TableRow
                  key={l.id}
                  data-testid={`payment-${l.id}`}
                  sx={{
                    bgcolor: l.is_pending_commission ? (theme) => alpha(theme.palette.warning.main, 0.12) : undefined,
                    '& td': struck ? { color: 'text.disabled', textDecoration: 'line-through' } : undefined,
                  }}
                >
                  {pay && (
                    <TableCell padding="checkbox">
                      {l.is_pending_commission && (
                        <Checkbox
                          checked={chosen.has(l.id)}
                          onChange={() => toggle(l.id)}
                          slotProps={{ input: { 'aria-label': `Elegir ${l.title}` } }}
                        />
                      )}
                    </TableCell>
                  )}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.parsed_created_at}</TableCell>
                  <TableCell>{l.receipt_id ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 180 }}>
                    {l.title}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {l.concept_name}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ minWidth: 140 }}>{l.client_name ?? '—'}</TableCell>
                  <TableCell sx={wide}>{l.payment_type ?? '—'}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: l.devolution ? 'error.main' : undefined }}
                    data-testid="line-amount"
                  >
                    {formatMXN(l.amount)}
                  </TableCell>
                  <TableCell>{state && <Chip size="small" color={state.tone} label={state.label} />}</TableCell>
                </TableRow>
              );
            })}
            {!lines.length && (
              <TableRow>
                <TableCell colSpan={8}>
                  <Typography color="text.secondary">No hay ingresos con estos filtros.</Typography>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {lines.length > 0 && (
            <TableFooter>
              <TableRow>
                <TableCell colSpan={pay ? 3 : 2} sx={{ fontWeight: 700 }}>
                  Suma de esta página
                </TableCell>
                <TableCell colSpan={2} />
                <TableCell sx={wide} />
                <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="page-sum">
                  {formatMXN(pageSum)}
                </TableCell>
                <TableCell />
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </TableContainer>
    </>
  );
};
