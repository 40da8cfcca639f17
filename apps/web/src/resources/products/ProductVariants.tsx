import { arrayMove } from '@dnd-kit/sortable';
import { MSG, productVariantSchema } from '@doyang/domain';
import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { errorText } from '../shared/error-text.ts';
import { SortableRows } from '../shared/SortableRows.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { PartDialog, type PartField } from './PartDialog.tsx';
import { productsApi } from './products-api.ts';
import { VariantRow, type VariantWithSizes } from './VariantRow.tsx';

const FIELDS: readonly PartField[] = [
  { name: 'name', label: 'Variante' },
  { name: 'price', label: 'Precio (vacío: el del producto)', kind: 'money' },
];

/** The product's variants in order (saved on drag end, spec 03 §4), each opening to its sizes. */
export const ProductVariants = () => {
  const record = useRecordContext<{ id: number }>();
  const api = useApi(productsApi);
  const notify = useNotify();
  const { canUpdate } = useAreaPermissions('products');
  const productId = Number(record?.id);
  const query = useQuery({ queryKey: ['product-variants', productId], queryFn: () => api.product(productId), enabled: !!record });
  const [editing, setEditing] = useState<VariantWithSizes | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VariantWithSizes | null>(null);
  const variants = (query.data?.product_variants ?? []) as VariantWithSizes[];
  const refresh = () => void query.refetch();

  const onMove = async (from: number, to: number) => {
    const moved = arrayMove(variants, from, to);
    try {
      await Promise.all(
        moved.map((v, i) => (v.order === i + 1 ? null : api.variants.update(v.id, { order: i + 1 } as never))).filter(Boolean),
      );
    } catch (error) {
      notify(errorText(error, MSG.saveError), { type: 'error' });
    }
    refresh();
  };
  const remove = async () => {
    if (!deleting) return;
    try {
      await api.variants.remove(deleting.id);
      notify(MSG.deletedData, { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
    } finally {
      setDeleting(null);
    }
  };
  if (!record) return null;
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Variantes y tallas
        </Typography>
        <SortableRows ids={variants.map((v) => v.id)} onMove={onMove}>
          <Table size="small" aria-label="Variantes">
            <TableHead>
              <TableRow>
                <TableCell>Orden</TableCell>
                <TableCell>Variante</TableCell>
                <TableCell align="right">Precio</TableCell>
                <TableCell align="right">Tallas</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {variants.map((v) => (
                <VariantRow
                  key={v.id}
                  variant={v}
                  canWrite={canUpdate}
                  onEdit={() => setEditing(v)}
                  onDelete={() => setDeleting(v)}
                  onChanged={refresh}
                />
              ))}
              {!variants.length && !query.isPending && (
                <TableRow>
                  <TableCell colSpan={5}>Sin variantes.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </SortableRows>
        {canUpdate && (
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mt: 1 }}>
            Agregar variante
          </Button>
        )}
      </CardContent>
      {editing && (
        <PartDialog
          title={editing === 'new' ? 'NUEVA VARIANTE' : `EDITAR VARIANTE ${editing.name}`}
          fields={FIELDS}
          initial={editing === 'new' ? { name: '', price: '' } : { name: editing.name, price: editing.price ?? '' }}
          schema={productVariantSchema}
          context={{ product_id: productId, order: editing === 'new' ? variants.length + 1 : editing.order }}
          onSave={async (values) => {
            if (editing === 'new') await api.variants.create(values as never);
            else await api.variants.update(editing.id, values as never);
            notify(editing === 'new' ? MSG.createdAccent : MSG.modifiedAccent, { type: 'success' });
            refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        title={`Eliminar variante ${deleting?.name ?? ''}`}
        content={MSG.confirmDeleteRecord}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
