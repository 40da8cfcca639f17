import type { BundleItemBody, ProductAnswer } from '@doyang/domain';
import { TableCell, TableRow, Typography } from '@mui/material';
import { useFieldArray, useFormState } from 'react-hook-form';
import { formatMXN } from '../shared/money.ts';
import { RelatedTable } from '../shared/RelatedTable.tsx';
import type { RelatedAdapter } from '../shared/related-types.ts';
import { useListAll } from '../shared/use-list-all.ts';
import { bundleItemForm } from './BundleItemFields.tsx';
import { type BundleItem, itemsValue, placeItem } from './bundle-items.ts';

type Row = BundleItem & { key: string };
type ItemErrors = { product_id?: { message?: string }; qty?: { message?: string } }[] | undefined;

/** The items are part of the bundle's form: whoever may save the bundle may change them, and nothing is sent before. */
const FORM_ROWS = { add: true, edit: false, remove: true };

/** The bundle's PRODUCTOS: pick a product and a quantity, add; the same product twice adds up. */
export const BundleProducts = () => {
  const { fields, append, update, remove } = useFieldArray({ name: 'products', keyName: 'key' });
  const rows = fields as unknown as Row[];
  const { errors } = useFormState({ name: 'products' });
  const itemErrors = errors.products as unknown as ItemErrors;
  const { data: catalogue = [] } = useListAll<ProductAnswer>('products');

  const productOf = (id: number) => catalogue.find((p) => p.id === id);
  const nameOf = (row: Row) => row.product?.name ?? productOf(row.product_id)?.name ?? `#${row.product_id}`;
  const priceOf = (row: BundleItem) => row.product?.price ?? productOf(row.product_id)?.price ?? null;
  const adapter: RelatedAdapter<Row, BundleItemBody> = {
    add: (input) => {
      const { at, item } = placeItem(rows, input);
      const withProduct = { ...item, product: item.product ?? productOf(item.product_id) };
      return at >= 0 ? update(at, withProduct) : append(withProduct);
    },
    remove: (row) => remove(rows.findIndex((r) => r.key === row.key)),
  };

  return (
    <RelatedTable
      title="Productos"
      variant="plain"
      testId="bundle-products"
      table={{ label: 'Productos del paquete' }}
      columns={[
        {
          label: 'Producto',
          render: (row, i) => {
            const rowError = itemErrors?.[i]?.product_id?.message ?? itemErrors?.[i]?.qty?.message;
            return (
              <>
                {nameOf(row)}
                {rowError && (
                  <Typography variant="caption" color="error" component="div">
                    {rowError}
                  </Typography>
                )}
              </>
            );
          },
        },
        { label: 'Precio', align: 'right', render: (row) => formatMXN(priceOf(row)) },
        { label: 'Cantidad', align: 'right', render: (row) => row.qty },
        { label: 'Mensualidad', render: (row) => (row.is_monthly_payment ? 'Sí' : '—') },
        {
          label: 'Subtotal',
          align: 'right',
          render: (row) => (priceOf(row) === null ? '' : formatMXN(Number(priceOf(row)) * row.qty)),
        },
      ]}
      rows={rows}
      rowKey={(row) => row.key}
      rowTestId={(row) => `bundle-product-row-${row.product_id}`}
      footer={
        <TableRow>
          <TableCell colSpan={3} sx={{ fontWeight: 600 }}>
            Valor de los productos
          </TableCell>
          <TableCell align="right" sx={{ fontWeight: 600 }}>
            {formatMXN(itemsValue(rows, priceOf))}
          </TableCell>
          <TableCell />
        </TableRow>
      }
      empty="El paquete aún no incluye productos."
      adapter={adapter}
      gate={FORM_ROWS}
      form={bundleItemForm}
      add={{ inline: 'before', insideForm: true }}
      remove={{ tooltip: 'Quitar producto', label: (row) => `Quitar ${nameOf(row)}` }}
    />
  );
};
