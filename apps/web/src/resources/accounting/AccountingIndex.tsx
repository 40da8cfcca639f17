import { hasPermission, MSG } from '@doyang/domain';
import { Alert, Box, Pagination, Stack, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import type { SelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { errorText } from '../shared/error-text.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { AccountingFiltersBar, type FilterState } from './AccountingFilters.tsx';
import { AccountingTable } from './AccountingTable.tsx';
import { AccountingTotals } from './AccountingTotals.tsx';
import { type AccountingFilters, accountingApi } from './accounting-api.ts';
import { CsvButton } from './CsvButton.tsx';
import { GenerateCommissionsButton } from './GenerateCommissionsButton.tsx';

type Props = { selected: SelectedDoyang | null; generalDirection: boolean };

const on = (flag: boolean) => (flag ? '1' : undefined);

/** INGRESOS: filters, the totals of what they find, its lines 15 a page (newest first), the CSV and the commissions. */
export const AccountingIndex = ({ selected, generalDirection }: Props) => {
  const api = useApi(accountingApi);
  const user = useSessionUser();
  const [state, setState] = useState<FilterState>({
    doyangId: selected?.id ?? null,
    start: null,
    end: null,
    title: '',
    client: '',
    equipsOnly: false,
    pendingOnly: false,
  });
  const [page, setPage] = useState(1);
  // Text searches wait 500 ms after the last key (spec 03 §9).
  const title = useDebouncedValue(state.title.trim(), 500);
  const client = useDebouncedValue(state.client.trim(), 500);
  const filters: AccountingFilters = useMemo(
    () => ({
      doyang_id: state.doyangId ? String(state.doyangId) : undefined,
      start_date: state.start ?? undefined,
      end_date: state.end ?? undefined,
      title: title || undefined,
      client_name: client || undefined,
      equips_only: on(state.equipsOnly),
      is_paying_doyang_comissions: on(state.pendingOnly),
    }),
    [state.doyangId, state.start, state.end, title, client, state.equipsOnly, state.pendingOnly],
  );
  const lines = useQuery({
    queryKey: ['accounting', 'page', filters, page],
    queryFn: () => api.page(filters, page),
    placeholderData: keepPreviousData,
  });
  const amounts = useQuery({
    queryKey: ['accounting', 'amounts', filters],
    queryFn: () => api.amounts(filters),
    placeholderData: keepPreviousData,
  });
  const change = (next: Partial<FilterState>) => {
    setState((s) => ({ ...s, ...next }));
    setPage(1);
  };
  const canPay = Boolean(generalDirection && user && hasPermission(user.permissions, 'Contabilidad', 'update'));
  const data = lines.data;
  return (
    <Box sx={{ pb: 4 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <PageHeading>{selected && state.doyangId === selected.id ? `INGRESOS · ${selected.name}` : 'INGRESOS'}</PageHeading>
        <Stack direction="row" sx={{ gap: 1 }}>
          {canPay && <GenerateCommissionsButton />}
          <CsvButton filters={filters} />
        </Stack>
      </Stack>
      <AccountingFiltersBar state={state} onChange={change} generalDirection={generalDirection} />
      {amounts.error ? (
        <Alert severity="error">{errorText(amounts.error, MSG.generic)}</Alert>
      ) : (
        <AccountingTotals amounts={amounts.data} />
      )}
      {lines.error && <Alert severity="error">{errorText(lines.error, MSG.generic)}</Alert>}
      {data && <AccountingTable key={`${page}-${JSON.stringify(filters)}`} lines={data.data} canPay={canPay} />}
      {!data && !lines.error && <Typography color="text.secondary">Cargando ingresos…</Typography>}
      {data && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {data.total} {data.total === 1 ? 'movimiento' : 'movimientos'}
          </Typography>
          {data.last_page > 1 && <Pagination count={data.last_page} page={page} onChange={(_, p) => setPage(p)} />}
        </Box>
      )}
    </Box>
  );
};
