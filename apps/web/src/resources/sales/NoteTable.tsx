import { type NoteItem, PAYMENT_CONCEPTS, type PricedLine } from '@doyang/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import { formatMXN } from '../shared/money.ts';

type Props = {
  items: NoteItem[];
  /** The server's priced lines, in the note's order (POST /api/payments/quote). */
  lines: PricedLine[] | null;
  total: string | null;
  disabled: boolean;
  /** The line the server refused (its row turns red). */
  refusedLine?: number | null;
  onRemove: (index: number) => void;
};

const money = (v: string | undefined) => (v === undefined ? '…' : formatMXN(v));

/** The note: concept, name, quantity, unit price, discount, surcharge and total, as the server priced each line. */
export const NoteTable = ({ items, lines, total, disabled, refusedLine, onRemove }: Props) => (
  <TableContainer>
    <Table size="small" aria-label="Nota de venta" data-testid="sale-note">
      <TableHead>
        <TableRow>
          <TableCell>Concepto</TableCell>
          <TableCell>Nombre</TableCell>
          <TableCell align="right">Cant.</TableCell>
          <TableCell align="right">Precio unitario</TableCell>
          <TableCell align="right">Descuento</TableCell>
          <TableCell align="right">Recargo</TableCell>
          <TableCell align="right">Total</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item, i) => {
          const line = lines?.[i];
          return (
            <TableRow
              // biome-ignore lint/suspicious/noArrayIndexKey: a note's lines are its order
              key={i}
              data-refused={refusedLine === i ? 'true' : undefined}
              sx={refusedLine === i ? { bgcolor: 'rgba(211, 47, 47, 0.08)' } : undefined}
            >
              <TableCell>{PAYMENT_CONCEPTS[item.payment_concept_id]}</TableCell>
              <TableCell>{line?.title ?? item.name ?? ''}</TableCell>
              <TableCell align="right">{line?.quantity ?? item.quantity ?? 1}</TableCell>
              <TableCell align="right">{money(line?.price)}</TableCell>
              <TableCell align="right">{money(line?.discount)}</TableCell>
              <TableCell align="right">{money(line?.surcharge)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                {money(line?.amount)}
              </TableCell>
              <TableCell padding="checkbox">
                <IconButton size="small" aria-label="Quitar de la nota" disabled={disabled} onClick={() => onRemove(i)}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
        {!items.length && (
          <TableRow>
            <TableCell colSpan={8}>La nota está vacía: agrega un concepto.</TableCell>
          </TableRow>
        )}
      </TableBody>
      {items.length > 0 && (
        <TableFooter>
          <TableRow>
            <TableCell colSpan={6} align="right" sx={{ fontWeight: 700, fontSize: '1rem' }}>
              TOTAL
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700, fontSize: '1rem' }} data-testid="sale-total">
              {total === null ? '…' : formatMXN(total)}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      )}
    </Table>
  </TableContainer>
);
