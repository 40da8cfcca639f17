import { canSeeGeneralDirection, MSG } from '@doyang/domain';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, InputAdornment, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { ReceiptPage } from './ReceiptPage.tsx';
import { salesApi } from './sales-api.ts';

/**
 * RECIBOS (/receipts, spec 03 §2): the selected doyang's receipts (general direction without one: every doyang's),
 * newest first, 15 a page, searched by the client's name after 500 ms.
 */
export const ReceiptList = () => {
  const { selected } = useSelectedDoyang();
  const user = useSessionUser();
  const api = useApi(salesApi);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 500);
  const [page, setPage] = useState(1);
  const allowed = Boolean(selected || (user && canSeeGeneralDirection(user)));
  const query = useQuery({
    queryKey: ['receipts', selected?.id ?? null, search, page],
    queryFn: () => api.receipts({ doyang_id: selected?.id ?? null, search, page }),
    placeholderData: keepPreviousData,
    enabled: allowed,
  });
  if (!allowed) return <Alert severity="info">{MSG.chooseDoyang}</Alert>;
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeading>{selected ? `RECIBOS · ${selected.name}` : 'RECIBOS'}</PageHeading>
      <TextField
        size="small"
        placeholder="Buscar por alumno o cliente"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setPage(1);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': 'Buscar recibos', 'data-testid': 'receipts-search' },
        }}
        sx={{ mb: 2, width: { xs: '100%', sm: 360 } }}
      />
      <ReceiptPage query={query} page={page} onPage={setPage} empty="No hay recibos." />
    </Box>
  );
};
