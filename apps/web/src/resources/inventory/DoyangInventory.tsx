import { hasPermission, MSG } from '@doyang/domain';
import SearchIcon from '@mui/icons-material/Search';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import {
  Alert,
  Box,
  Button,
  Card,
  InputAdornment,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useDebouncedValue } from '../../hooks/use-debounced-value.ts';
import { Refusal } from '../../layout/Refusal.tsx';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { productsApi } from '../products/products-api.ts';
import { PageHeading } from '../shared/PageHeading.tsx';
import { InventoryProductRows, type SizeRow } from './InventoryProductRows.tsx';
import { type MoveKind, StockMoveDialog } from './StockMoveDialog.tsx';

/** INVENTARIO asked before a doyang is chosen (the menu's /doyang//inventory): where to choose one. */
export const ChooseDoyangFirst = () => <Alert severity="info">{MSG.chooseDoyang}</Alert>;

/**
 * INVENTARIO (/doyang/{id}/inventory, InventoryIndex): the doyang's products 20 a page, each opening to its sizes with
 * their stock, minimum, and entry and exit buttons ('Entradas/Salidas' update). One call per page.
 */
export const DoyangInventory = () => {
  const doyangId = Number(useParams().id);
  const api = useApi(productsApi);
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const canMove = Boolean(user && hasPermission(user.permissions, 'Entradas/Salidas', 'update'));
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search, 500);
  const [open, setOpen] = useState<Set<number>>(new Set());
  const [moving, setMoving] = useState<{ size: SizeRow; kind: MoveKind } | null>(null);
  const query = useQuery({
    queryKey: ['doyang-inventory', doyangId, page, term],
    queryFn: () => api.inventory(doyangId, page, term),
    placeholderData: keepPreviousData,
    enabled: Number.isInteger(doyangId) && doyangId > 0,
  });
  const refresh = () => void query.refetch();
  if (query.error) {
    const status = query.error instanceof HttpError ? query.error.status : 0;
    return <Refusal kind={status === 403 ? 'denied' : 'failed'} reason={query.error.message} />;
  }
  if (!query.data) return <Loading />;
  const { data, last_page } = query.data;
  const allOpen = data.length > 0 && data.every((p) => open.has(p.id));
  const toggle = (id: number) => {
    const next = new Set(open);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
  };
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeading>{selected?.id === doyangId ? `INVENTARIO · ${selected.name}` : 'INVENTARIO'}</PageHeading>
      <TextField
        size="small"
        placeholder="Buscar producto"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
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
          htmlInput: { 'aria-label': 'Buscar producto' },
        }}
        sx={{ mb: 2, mr: 2, width: { xs: '100%', sm: 320 } }}
      />
      <Button
        onClick={() => setOpen(allOpen ? new Set() : new Set(data.map((p) => p.id)))}
        startIcon={allOpen ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
        sx={{ mb: 2 }}
      >
        {allOpen ? 'Ocultar todas las tallas' : 'Ver todas las tallas'}
      </Button>
      <Card>
        <TableContainer>
          <Table size="small" aria-label="Inventario">
            <TableHead>
              <TableRow>
                <TableCell>Producto / variante y talla</TableCell>
                <TableCell />
                <TableCell align="right">Existencia</TableCell>
                <TableCell align="right">Mínimo</TableCell>
                <TableCell align="right">Acciones</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((p) => (
                <InventoryProductRows
                  key={p.id}
                  product={p}
                  doyangId={doyangId}
                  open={open.has(p.id)}
                  onToggle={() => toggle(p.id)}
                  canMove={canMove}
                  onMove={(size, kind) => setMoving({ size, kind })}
                  onChanged={refresh}
                />
              ))}
              {!data.length && (
                <TableRow>
                  <TableCell colSpan={5}>No hay productos.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        {last_page > 1 && (
          <Pagination
            count={last_page}
            page={page}
            onChange={(_, p) => setPage(p)}
            sx={{ p: 1, display: 'flex', justifyContent: 'flex-end' }}
          />
        )}
      </Card>
      {moving && (
        <StockMoveDialog
          kind={moving.kind}
          sizeId={moving.size.id}
          doyangId={doyangId}
          label={moving.size.label}
          stock={moving.size.existance ?? 0}
          onDone={refresh}
          onClose={() => setMoving(null)}
        />
      )}
    </Box>
  );
};
