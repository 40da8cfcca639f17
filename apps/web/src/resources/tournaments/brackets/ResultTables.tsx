import type { BracketAnswer } from '@doyang/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SmallPagination } from '../../shared/SmallPagination.tsx';
import { useLocalPage } from '../../shared/use-local-page.ts';
import { placeLabel } from './BracketSvg.tsx';
import { placedRows } from './bracket-filters.ts';

export const BRACKETS_PER_PAGE = 50;

/** Competidores premiados / sin premiar (spec 03 §2): name, doyang, place, with the counts of each place. */
export function PlacedTable({ brackets, prized }: { brackets: readonly BracketAnswer[]; prized: boolean }) {
  const { rows, counts } = placedRows(brackets, prized);
  const { page, setPage, shown } = useLocalPage(rows, BRACKETS_PER_PAGE);
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="place-counts">
        {`Primeros: ${counts.first} · Segundos: ${counts.second} · Terceros: ${counts.third}`}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          {prized ? 'Aún no hay competidores premiados.' : 'No hay competidores con lugar sin premiar.'}
        </Typography>
      ) : (
        <>
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={prized ? 'Competidores premiados' : 'Competidores sin premiar'}>
              <TableHead>
                <TableRow>
                  <TableCell>Nombre</TableCell>
                  <TableCell>Doyang</TableCell>
                  <TableCell>Lugar</TableCell>
                  <TableCell>Categoría</TableCell>
                  <TableCell>Gráfica</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((r) => (
                  <TableRow key={r.id}>
                    <TableCell>{r.full_name}</TableCell>
                    <TableCell>{r.doyang_name}</TableCell>
                    <TableCell>{placeLabel(r)}</TableCell>
                    <TableCell>{r.category}</TableCell>
                    <TableCell>{r.bracket_label}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <SmallPagination count={rows.length} page={page} perPage={BRACKETS_PER_PAGE} onPage={setPage} />
        </>
      )}
    </Box>
  );
}
