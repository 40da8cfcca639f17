import { MSG, type ProductSizeStockAnswer, productSizeSchema } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { errorText } from '../shared/error-text.ts';
import { formatMXN } from '../shared/money.ts';
import { RowActionButton } from '../shared/RowActionButton.tsx';
import { PartDialog, type PartField } from './PartDialog.tsx';
import { productsApi } from './products-api.ts';

const FIELDS: readonly PartField[] = [
  { name: 'name', label: 'Talla' },
  { name: 'prize', label: 'Precio (vacío: el de la variante)', kind: 'money' },
  { name: 'order', label: 'Orden', kind: 'count' },
  { name: 'min_product', label: 'Mínimo en inventario', kind: 'count' },
];

const asValues = (s?: ProductSizeStockAnswer) => ({
  name: s?.name ?? '',
  prize: s?.prize ?? '',
  order: String(s?.order ?? ''),
  min_product: String(s?.min_product ?? 0),
});

type Props = {
  variantId: number;
  variantName: string;
  sizes: ProductSizeStockAnswer[];
  canWrite: boolean;
  onChanged: () => void;
};

/** A variant's sizes (ProductSizeCreate/Edit): name, price, order and minimum; delete asks first (spec 03 §8). */
export const VariantSizes = ({ variantId, variantName, sizes, canWrite, onChanged }: Props) => {
  const api = useApi(productsApi);
  const notify = useNotify();
  const [editing, setEditing] = useState<ProductSizeStockAnswer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProductSizeStockAnswer | null>(null);
  const remove = async () => {
    if (!deleting) return;
    try {
      await api.sizes.remove(deleting.id);
      notify(MSG.deletedData, { type: 'success' });
      onChanged();
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };
  return (
    <>
      <Table size="small" aria-label={`Tallas de ${variantName}`}>
        <TableHead>
          <TableRow>
            <TableCell>Talla</TableCell>
            <TableCell align="right">Precio</TableCell>
            <TableCell align="right">Orden</TableCell>
            <TableCell align="right">Mínimo</TableCell>
            <TableCell align="right" />
          </TableRow>
        </TableHead>
        <TableBody>
          {sizes.map((s) => (
            <TableRow key={s.id} data-testid={`size-${variantName}-${s.name}`}>
              <TableCell>{s.name}</TableCell>
              <TableCell align="right">{s.prize ? formatMXN(s.prize) : '—'}</TableCell>
              <TableCell align="right">{s.order}</TableCell>
              <TableCell align="right">{s.min_product}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {canWrite && (
                  <>
                    <RowActionButton
                      label={`Editar talla ${s.name}`}
                      icon={<EditIcon fontSize="small" />}
                      onClick={() => setEditing(s)}
                    />
                    <RowActionButton
                      label={`Eliminar talla ${s.name}`}
                      color="error"
                      icon={<DeleteIcon fontSize="small" />}
                      onClick={() => setDeleting(s)}
                    />
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
          {!sizes.length && (
            <TableRow>
              <TableCell colSpan={5}>Sin tallas.</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mt: 1 }}>
          Agregar talla
        </Button>
      )}
      {editing && (
        <PartDialog
          title={editing === 'new' ? `NUEVA TALLA DE ${variantName}` : `EDITAR TALLA ${editing.name}`}
          fields={FIELDS}
          initial={editing === 'new' ? { ...asValues(), order: String(sizes.length + 1) } : asValues(editing)}
          schema={productSizeSchema}
          context={{ product_variant_id: variantId }}
          onSave={async (values) => {
            if (editing === 'new') await api.sizes.create(values as never);
            else await api.sizes.update(editing.id, values as never);
            notify(editing === 'new' ? MSG.createdAccent : MSG.modifiedAccent, { type: 'success' });
            onChanged();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title={`Eliminar talla ${deleting?.name ?? ''}`}
        content={MSG.confirmDeleteRecord}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  );
};
