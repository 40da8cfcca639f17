import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { SmallPagination } from '../../shared/SmallPagination.tsx';
import { placeLabel } from './BracketSvg.tsx';
import { placedRows } from './graph-filters.ts';
import type { Graph, GraphStanding } from './graphs-api.ts';

export const GRAPHS_PER_PAGE = 50;

function usePage<T>(rows: readonly T[]) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(rows.length / GRAPHS_PER_PAGE) - 1);
  const at = Math.min(page, last);
  return { page: at, setPage, shown: rows.slice(at * GRAPHS_PER_PAGE, (at + 1) * GRAPHS_PER_PAGE) };
}

/** Competidores premiados / sin premiar (spec 03 §2): name, doyang, place, with the counts of each place. */
export function PlacedTable({ graphs, prized }: { graphs: readonly Graph[]; prized: boolean }) {
  const { rows, counts } = placedRows(graphs, prized);
  const { page, setPage, shown } = usePage(rows);
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
                    <TableCell>{r.graph_label}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <SmallPagination count={rows.length} page={page} perPage={GRAPHS_PER_PAGE} onPage={setPage} />
        </>
      )}
    </Box>
  );
}

/** Premiaciones de doyang: points and place (ties share it), sorted by place. */
export function StandingsTable({ standings }: { standings: readonly GraphStanding[] }) {
  const rows = [...standings].sort((a, b) => a.place - b.place || a.doyang_name.localeCompare(b.doyang_name, 'es'));
  const { page, setPage, shown } = usePage(rows);
  if (!rows.length) return <Typography color="text.secondary">Aún no hay lugares en las gráficas.</Typography>;
  const shared = new Set(rows.filter((r, _, all) => all.filter((o) => o.place === r.place).length > 1).map((r) => r.place));
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
                <TableCell>{shared.has(r.place) ? `${r.place}° (empate)` : `${r.place}°`}</TableCell>
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
      <SmallPagination count={rows.length} page={page} perPage={GRAPHS_PER_PAGE} onPage={setPage} />
    </Box>
  );
}
