import type { ProductSizeStockAnswer, ProductVariantAnswer } from '@doyang/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, TableCell, TableRow } from '@mui/material';
import { useState } from 'react';
import { formatMXN } from '../shared/money.ts';
import { RowActionButton } from '../shared/RowActionButton.tsx';
import { DragHandle, useSortableRow } from '../shared/SortableRows.tsx';
import { VariantSizes } from './VariantSizes.tsx';

export type VariantWithSizes = Omit<ProductVariantAnswer, 'product_sizes'> & { product_sizes: ProductSizeStockAnswer[] };

type Props = {
  variant: VariantWithSizes;
  canWrite: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onChanged: () => void;
};

/** One variant: dragged by its grip, opened to show its sizes. */
export const VariantRow = ({ variant, canWrite, onEdit, onDelete, onChanged }: Props) => {
  const { row, handle } = useSortableRow(variant.id, !canWrite);
  const [open, setOpen] = useState(false);
  return (
    <>
      <TableRow {...row} data-testid={`variant-${variant.name}`}>
        <TableCell sx={{ width: 48 }}>{canWrite ? <DragHandle label={variant.name} handle={handle} /> : variant.order}</TableCell>
        <TableCell>
          <RowActionButton
            label={`${open ? 'Ocultar' : 'Ver'} tallas de ${variant.name}`}
            icon={open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            onClick={() => setOpen(!open)}
          />
          {variant.name}
        </TableCell>
        <TableCell align="right">{variant.price ? formatMXN(variant.price) : '—'}</TableCell>
        <TableCell align="right">{variant.product_sizes.length}</TableCell>
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          {canWrite && (
            <>
              <RowActionButton label={`Editar variante ${variant.name}`} icon={<EditIcon fontSize="small" />} onClick={onEdit} />
              <RowActionButton
                label={`Eliminar variante ${variant.name}`}
                color="error"
                icon={<DeleteIcon fontSize="small" />}
                onClick={onDelete}
              />
            </>
          )}
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={5} sx={{ py: 0, borderBottom: open ? undefined : 'none' }}>
          <Collapse in={open} unmountOnExit>
            <Box sx={{ py: 1, pl: { xs: 0, sm: 6 } }}>
              <VariantSizes
                variantId={variant.id}
                variantName={variant.name}
                sizes={variant.product_sizes}
                canWrite={canWrite}
                onChanged={onChanged}
              />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
};
