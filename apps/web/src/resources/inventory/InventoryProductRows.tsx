import type { ProductSizeStockAnswer } from '@doyang/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { alpha, Button, Chip, IconButton, Stack, TableCell, TableRow, Tooltip } from '@mui/material';
import { Link } from 'react-router-dom';
import type { StockedProduct } from '../products/products-api.ts';
import { RowActionButton } from '../shared/RowActionButton.tsx';
import { MinimumCell } from './MinimumCell.tsx';
import type { MoveKind } from './StockMoveDialog.tsx';

export type SizeRow = ProductSizeStockAnswer & { label: string };
type Props = {
  product: StockedProduct;
  doyangId: number;
  open: boolean;
  onToggle: () => void;
  canMove: boolean;
  onMove: (size: SizeRow, kind: MoveKind) => void;
  onChanged: () => void;
};

/** Below its minimum (strictly): the row is red (spec 03 §2). */
export const belowMinimum = (s: ProductSizeStockAnswer) => (s.existance ?? 0) < s.min_product;

/** A product of INVENTARIO and, opened, each size of each variant with its stock, minimum and buttons. */
export const InventoryProductRows = ({ product, doyangId, open, onToggle, canMove, onMove, onChanged }: Props) => {
  const sizes: SizeRow[] = product.product_variants.flatMap((v) =>
    v.product_sizes.map((s) => ({ ...s, label: `${v.name} ${s.name}` })),
  );
  const low = sizes.filter(belowMinimum).length;
  return (
    <>
      <TableRow hover data-testid={`inventory-product-${product.name}`} sx={{ '& > td': { fontWeight: 600 } }}>
        <TableCell colSpan={2}>
          <RowActionButton
            label={`${open ? 'Ocultar' : 'Ver'} tallas de ${product.name}`}
            icon={open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            onClick={onToggle}
          />
          {product.name}
        </TableCell>
        <TableCell align="right">{sizes.reduce((n, s) => n + (s.existance ?? 0), 0)}</TableCell>
        <TableCell align="right">{low > 0 && <Chip size="small" color="error" label={`${low} bajo mínimo`} />}</TableCell>
        <TableCell align="right">
          <Stack direction="row" justifyContent="flex-end" alignItems="center">
            <Tooltip title="Inventario del producto">
              <IconButton
                size="small"
                component={Link}
                to={`/product/${product.id}/inventory`}
                aria-label={`Inventario del producto ${product.name}`}
              >
                <InventoryIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
        </TableCell>
      </TableRow>
      {open &&
        sizes.map((s) => (
          <TableRow
            key={s.id}
            data-testid={`inventory-size-${product.name} ${s.label}`}
            data-below-minimum={belowMinimum(s) ? 'true' : 'false'}
            sx={(theme) =>
              belowMinimum(s)
                ? { bgcolor: alpha(theme.palette.error.main, 0.12), '& > td': { color: theme.palette.error.dark } }
                : {}
            }
          >
            <TableCell sx={{ pl: { xs: 2, sm: 7 } }}>{s.label}</TableCell>
            <TableCell>{belowMinimum(s) && <Chip size="small" color="error" variant="outlined" label="Bajo mínimo" />}</TableCell>
            <TableCell align="right" data-testid="stock">
              {s.existance ?? 0}
            </TableCell>
            <TableCell align="right">
              <MinimumCell
                sizeId={s.id}
                doyangId={doyangId}
                label={s.label}
                value={s.min_product}
                canEdit={canMove}
                onSaved={onChanged}
              />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canMove && (
                <>
                  <Button size="small" onClick={() => onMove(s, 'in')} aria-label={`Entrada de ${product.name} ${s.label}`}>
                    Entrada
                  </Button>
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => onMove(s, 'out')}
                    aria-label={`Salida de ${product.name} ${s.label}`}
                  >
                    Salida
                  </Button>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
    </>
  );
};
