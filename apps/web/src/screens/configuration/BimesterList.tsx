import { type BimesterAnswer, formatDayMonYear } from '@doyang/domain';
import { Button, Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useListAll } from '../../resources/shared/use-list-all.ts';

const SHOWN = 6;

/** The stored bimesters, newest first (the latest six unless asked for all); the current one is marked. */
export const BimesterList = ({ current }: { current: { start: string | null; end: string | null } }) => {
  const { data = [] } = useListAll<BimesterAnswer>('bimesters');
  const [all, setAll] = useState(false);
  const shown = all ? data : data.slice(0, SHOWN);
  return (
    <>
      <Table size="small" aria-label="Bimestres" data-testid="bimesters">
        <TableHead>
          <TableRow>
            <TableCell>Inicio</TableCell>
            <TableCell>Fin</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((b) => (
            <TableRow key={b.id}>
              <TableCell>{formatDayMonYear(b.start_date)}</TableCell>
              <TableCell>{formatDayMonYear(b.end_date)}</TableCell>
              <TableCell align="right">
                {b.start_date === current.start && b.end_date === current.end && (
                  <Chip size="small" color="primary" label="Actual" />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {data.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} sx={{ mt: 0.5 }}>
          {all ? 'Ver menos' : `Ver todos (${data.length})`}
        </Button>
      )}
    </>
  );
};
