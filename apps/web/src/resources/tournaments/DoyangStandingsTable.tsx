import type { DoyangStandingAnswer } from '@doyang/domain';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { SmallPagination } from '../shared/SmallPagination.tsx';
import { useLocalPage } from '../shared/use-local-page.ts';

/** A row of Premiaciones de doyang: doyang_results and graph_standings answer the same computation. */
export type DoyangStanding = DoyangStandingAnswer;

const PER_PAGE = 50;

/**
 * Premiaciones de doyang (spec 03 §2): place, points and the placements behind them, sorted by place. The prospects
 * screen and the brackets screen show the same table of the same standings; a place two doyangs share after every
 * tie-break says so.
 */
export function DoyangStandingsTable({ standings, empty }: { standings: readonly DoyangStanding[]; empty: string }) {
  const rows = [...standings].sort((a, b) => a.place - b.place || a.doyang_name.localeCompare(b.doyang_name, 'es'));
  const { page, setPage, shown } = useLocalPage(rows, PER_PAGE);
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  const perPlace = new Map<number, number>();
  for (const r of rows) perPlace.set(r.place, (perPlace.get(r.place) ?? 0) + 1);
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Premiaciones de doyang">
          <TableHead>
            <TableRow>
              <TableCell>Lugar</TableCell>
              <TableCell>Doyang</TableCell>
              <TableCell align="right">Puntos</TableCell>
              <TableCell align="right">1°</TableCell>
              <TableCell align="right">2°</TableCell>
              <TableCell align="right">3°</TableCell>
              <TableCell align="right">1° S/C</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow key={r.doyang_id}>
                <TableCell>{(perPlace.get(r.place) ?? 0) > 1 ? `${r.place}° (empate)` : `${r.place}°`}</TableCell>
                <TableCell>{r.doyang_name}</TableCell>
                <TableCell align="right">{r.points}</TableCell>
                <TableCell align="right">{r.first}</TableCell>
                <TableCell align="right">{r.second}</TableCell>
                <TableCell align="right">{r.third}</TableCell>
                <TableCell align="right">{r.first_no_contest}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {rows.length > PER_PAGE && <SmallPagination count={rows.length} page={page} perPage={PER_PAGE} onPage={setPage} />}
    </Box>
  );
}
