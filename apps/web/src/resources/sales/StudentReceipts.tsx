import { PAYMENT_CONCEPTS } from '@doyang/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { formatMXN } from '../shared/money.ts';
import { useTimeZone } from '../shared/use-today.ts';
import { ReceiptPage } from './ReceiptPage.tsx';
import { newestPayments, receiptWhen } from './receipt-view.ts';
import { salesApi } from './sales-api.ts';

/**
 * The student form's RECIBOS tab (spec 02 §2/§3): the student's receipts (GET /api/receipts?user_id=…&paginate=1) with
 * print and cancel, and the payments history: the 10 newest lines of those receipts.
 */
export const StudentReceipts = () => {
  const record = useRecordContext<{ id: number }>();
  const api = useApi(salesApi);
  const timeZone = useTimeZone();
  const [page, setPage] = useState(1);
  const userId = record?.id ?? null;
  const query = useQuery({
    queryKey: ['receipts', 'student', userId, page],
    queryFn: () => api.receipts({ user_id: userId, page }),
    placeholderData: keepPreviousData,
    enabled: userId !== null,
  });
  // The history always shows the newest lines: those of the first page (15 receipts hold at least 10 lines or all).
  const first = useQuery({
    queryKey: ['receipts', 'student', userId, 1],
    queryFn: () => api.receipts({ user_id: userId, page: 1 }),
    enabled: userId !== null,
  });
  const history = newestPayments(first.data?.data ?? []);
  return (
    <Box sx={{ width: '100%' }} data-testid="student-receipts">
      <Typography variant="h6" sx={{ mt: 1 }}>
        Historial de pagos
      </Typography>
      <Box sx={{ overflowX: 'auto', mb: 3 }}>
        <Table size="small" aria-label="Historial de pagos">
          <TableHead>
            <TableRow>
              <TableCell>Fecha</TableCell>
              <TableCell>Concepto</TableCell>
              <TableCell>Descripción</TableCell>
              <TableCell align="right">Cant.</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Recibo</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((p) => (
              <TableRow
                key={p.id}
                sx={p.is_canceled ? { '& td': { textDecoration: 'line-through', color: 'text.secondary' } } : undefined}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{receiptWhen(p.created_at, timeZone)}</TableCell>
                <TableCell>{PAYMENT_CONCEPTS[p.payment_concept_id] ?? ''}</TableCell>
                <TableCell>{p.title}</TableCell>
                <TableCell align="right">{p.qty}</TableCell>
                <TableCell align="right">{formatMXN(p.amount)}</TableCell>
                <TableCell>{p.receipt_id}</TableCell>
              </TableRow>
            ))}
            {!history.length && (
              <TableRow>
                <TableCell colSpan={6}>{first.isPending ? 'Cargando…' : 'Sin pagos.'}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="h6">Recibos</Typography>
      <ReceiptPage query={query} page={page} onPage={setPage} empty="El alumno no tiene recibos." />
    </Box>
  );
};
