import { hasPermission, MSG } from '@doyang/domain';
import {
  Alert,
  Box,
  Button,
  Card,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Loading, useNotify } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Refusal } from '../../layout/Refusal.tsx';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { productsApi } from '../products/products-api.ts';
import { errorText } from '../shared/error-text.ts';
import { PageHeading } from '../shared/PageHeading.tsx';

/**
 * INVENTARIO DEL PRODUCTO (/product/{id}/inventory, InventoryCreate): for the selected doyang, one stock quantity per
 * size and 'Editar'. The server writes the difference from the stock as one 'AJUSTE DE INVENTARIO' move.
 */
export const ProductInventory = () => {
  const productId = Number(useParams().id);
  const { selected } = useSelectedDoyang();
  const api = useApi(productsApi);
  const notify = useNotify();
  const user = useSessionUser();
  const canEdit = Boolean(user && hasPermission(user.permissions, 'Entradas/Salidas', 'update'));
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const query = useQuery({
    queryKey: ['product-inventory', productId, selected?.id],
    queryFn: () => api.product(productId, selected?.id),
    enabled: Boolean(selected),
  });
  if (!selected) return <Alert severity="info">{MSG.chooseDoyang}</Alert>;
  if (query.error) {
    const status = query.error instanceof HttpError ? query.error.status : 0;
    return <Refusal kind={status === 403 ? 'denied' : status === 404 ? 'missing' : 'failed'} reason={query.error.message} />;
  }
  if (!query.data) return <Loading />;
  const product = query.data;
  const save = async (sizeId: number) => {
    const value = drafts[sizeId];
    try {
      await api.count(sizeId, selected.id, Number(value));
      notify(MSG.editedAccent, { type: 'success' });
      setDrafts(({ [sizeId]: _, ...rest }) => rest);
      await query.refetch();
    } catch (error) {
      notify(errorText(error, MSG.editError), { type: 'error' });
    }
  };
  return (
    <Box sx={{ pb: 4 }}>
      <PageHeading>INVENTARIO DEL PRODUCTO</PageHeading>
      <Typography sx={{ mb: 2 }}>
        {product.name} · {selected.name} ·{' '}
        <Link component={RouterLink} to={`/doyang/${selected.id}/inventory`}>
          Volver al inventario
        </Link>
      </Typography>
      <Card>
        <Table size="small" aria-label="Existencias del producto">
          <TableHead>
            <TableRow>
              <TableCell>Variante y talla</TableCell>
              <TableCell align="right">Existencia</TableCell>
              <TableCell align="right">Cantidad en existencia</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {product.product_variants.flatMap((v) =>
              v.product_sizes.map((s) => {
                const label = `${v.name} ${s.name}`;
                const draft = drafts[s.id] ?? String(s.existance ?? 0);
                return (
                  <TableRow key={s.id}>
                    <TableCell>{label}</TableCell>
                    <TableCell align="right">{s.existance ?? 0}</TableCell>
                    <TableCell align="right">
                      <TextField
                        size="small"
                        type="number"
                        value={draft}
                        disabled={!canEdit}
                        onChange={(e) => setDrafts({ ...drafts, [s.id]: e.target.value })}
                        slotProps={{ htmlInput: { min: 0, step: 1, 'aria-label': `Cantidad de ${label}` } }}
                        sx={{ width: 110 }}
                      />
                    </TableCell>
                    <TableCell align="right">
                      {canEdit && (
                        <Button size="small" variant="outlined" onClick={() => save(s.id)} disabled={drafts[s.id] === undefined}>
                          Editar
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                );
              }),
            )}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
};
