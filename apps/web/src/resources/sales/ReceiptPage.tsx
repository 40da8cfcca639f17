import { hasPermission, type Paged, type ReceiptAnswer } from '@doyang/domain';
import { Alert, Box, Pagination, Stack, Typography } from '@mui/material';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { errorText } from '../shared/error-text.ts';
import { ReceiptCard } from './ReceiptCard.tsx';

type Props = {
  query: UseQueryResult<Paged<ReceiptAnswer>>;
  page: number;
  onPage: (page: number) => void;
  empty: string;
};

/** A page of receipts (15, newest first) with the actions the user's Recibos permissions allow. */
export const ReceiptPage = ({ query, page, onPage, empty }: Props) => {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  // A cancel or date change shows in every receipts list (the student's history too).
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['receipts'] });
  // Printing reads the receipt itself (Recibos or Ventas); a student's reader sees the list only.
  const canPrint = Boolean(user && hasPermission(user.permissions, ['Recibos', 'Ventas'], 'read'));
  const canCancel = Boolean(user && hasPermission(user.permissions, 'Recibos', 'delete'));
  const canRedate = Boolean(user && hasPermission(user.permissions, 'Recibos', 'update'));
  if (query.error) return <Alert severity="error">{errorText(query.error, 'No se pudieron leer los recibos.')}</Alert>;
  if (!query.data) return <Typography color="text.secondary">Cargando recibos…</Typography>;
  const { data, last_page, total } = query.data;
  return (
    <Stack spacing={1}>
      {data.map((r) => (
        <ReceiptCard key={r.id} receipt={r} canPrint={canPrint} canCancel={canCancel} canRedate={canRedate} onChanged={changed} />
      ))}
      {!data.length && <Typography color="text.secondary">{empty}</Typography>}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {total} {total === 1 ? 'recibo' : 'recibos'}
        </Typography>
        {last_page > 1 && <Pagination count={last_page} page={page} onChange={(_, p) => onPage(p)} />}
      </Box>
    </Stack>
  );
};
