import { MSG } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Autocomplete,
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import type { BundleItem, ProductOption } from '../../providers/api-types.ts';
import { formatMXN } from '../shared/money.ts';
import { useListAll } from '../shared/use-list-all.ts';

type Row = BundleItem & { key: string };
type ItemErrors = { product_id?: { message?: string }; quantity?: { message?: string } }[] | undefined;

/** The bundle's PRODUCTOS: pick a product and a quantity, add; the same product twice adds up. */
export const BundleProducts = () => {
  const { fields, append, update, remove } = useFieldArray({ name: 'products', keyName: 'key' });
  const rows = fields as unknown as Row[];
  const { errors } = useFormState({ name: 'products' });
  const itemErrors = errors.products as unknown as ItemErrors;
  const { data: catalogue = [], isPending } = useListAll<ProductOption>('products');
  const [product, setProduct] = useState<ProductOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [problems, setProblems] = useState<{ product?: string; quantity?: string }>({});

  const nameOf = (row: Row) => row.product?.name ?? catalogue.find((p) => p.id === row.product_id)?.name ?? `#${row.product_id}`;
  const priceOf = (row: Row) => row.product?.price ?? catalogue.find((p) => p.id === row.product_id)?.price ?? null;
  const total = rows.reduce((sum, r) => sum + Number(priceOf(r) ?? 0) * r.quantity, 0);

  const add = () => {
    const q = Number(quantity);
    const found = {
      product: product ? undefined : MSG.bundleProductMissing,
      quantity: Number.isInteger(q) && q > 0 ? undefined : MSG.bundleQuantityZero,
    };
    setProblems(found);
    if (!product || found.quantity) return;
    const at = rows.findIndex((r) => r.product_id === product.id);
    if (at >= 0) update(at, { product_id: product.id, quantity: rows[at].quantity + q, product });
    else append({ product_id: product.id, quantity: q, product });
    setProduct(null);
    setQuantity('1');
  };

  return (
    <Box component="section" aria-label="Productos" sx={{ width: '100%', mt: 1 }} data-testid="bundle-products">
      <Typography variant="overline" component="h2" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block' }}>
        Productos
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Autocomplete
          options={catalogue}
          loading={isPending}
          value={product}
          onChange={(_, value) => {
            setProduct(value);
            setProblems((p) => ({ ...p, product: undefined }));
          }}
          getOptionLabel={(o) => `${o.name} (${formatMXN(o.price)})`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText="Sin coincidencias"
          sx={{ flex: '1 1 280px', minWidth: 0 }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Producto"
              size="small"
              error={Boolean(problems.product)}
              helperText={problems.product}
              slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'bundle-product' } }}
            />
          )}
        />
        <TextField
          label="Cantidad"
          type="number"
          size="small"
          value={quantity}
          onChange={(e) => {
            setQuantity(e.target.value);
            setProblems((p) => ({ ...p, quantity: undefined }));
          }}
          error={Boolean(problems.quantity)}
          helperText={problems.quantity}
          sx={{ width: 130 }}
          slotProps={{ htmlInput: { min: 0, step: 1, 'data-testid': 'bundle-quantity' } }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} sx={{ mt: 0.25 }} data-testid="bundle-add-product">
          Agregar producto
        </Button>
      </Box>
      {rows.length > 0 ? (
        <Table size="small" aria-label="Productos del paquete" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Producto</TableCell>
              <TableCell align="right">Precio</TableCell>
              <TableCell align="right">Cantidad</TableCell>
              <TableCell align="right">Subtotal</TableCell>
              <TableCell align="right" aria-label="Acciones" />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, i) => {
              const rowError = itemErrors?.[i]?.product_id?.message ?? itemErrors?.[i]?.quantity?.message;
              const price = priceOf(row);
              return (
                <TableRow key={row.key} data-testid={`bundle-product-row-${row.product_id}`}>
                  <TableCell>
                    {nameOf(row)}
                    {rowError && (
                      <Typography variant="caption" color="error" component="div">
                        {rowError}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{formatMXN(price)}</TableCell>
                  <TableCell align="right">{row.quantity}</TableCell>
                  <TableCell align="right">{price === null ? '' : formatMXN(Number(price) * row.quantity)}</TableCell>
                  <TableCell align="right" sx={{ py: 0 }}>
                    <Tooltip title="Quitar producto">
                      <IconButton size="small" color="error" aria-label={`Quitar ${nameOf(row)}`} onClick={() => remove(i)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
            <TableRow>
              <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
                Valor de los productos
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatMXN(total)}
              </TableCell>
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          El paquete aún no incluye productos.
        </Typography>
      )}
    </Box>
  );
};
