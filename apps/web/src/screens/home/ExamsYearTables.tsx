import { hourMinute } from '@doyang/domain';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { HomeExam } from './home-calendar.ts';

type Block = NonNullable<HomeExam['blocks']>[number];

/** The exam's schedule: each block's start, end and name, in the exam's order. */
export const ExamBlocksTable = ({ blocks }: { blocks: Block[] }) =>
  blocks.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      Este examen aún no tiene bloques.
    </Typography>
  ) : (
    <Table size="small" data-testid="exam-blocks">
      <TableHead>
        <TableRow>
          <TableCell>Inicio</TableCell>
          <TableCell>Fin</TableCell>
          <TableCell>Bloque</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {blocks.map((b) => (
          <TableRow key={b.id}>
            <TableCell>{hourMinute(b.start_time)}</TableCell>
            <TableCell>{hourMinute(b.end_time)}</TableCell>
            <TableCell>{b.name}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );

/** This year's exams: name, date, venue and city; past ones crossed out. */
export const YearExamsTable = ({ exams }: { exams: HomeExam[] }) =>
  exams.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      No hay exámenes este año.
    </Typography>
  ) : (
    <Table size="small" data-testid="year-exams">
      <TableHead>
        <TableRow>
          <TableCell>Examen</TableCell>
          <TableCell>Fecha</TableCell>
          <TableCell>Sede</TableCell>
          <TableCell>Ciudad</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {exams.map((e) => (
          <TableRow
            key={e.id}
            data-passed={e.has_passed ? 'true' : 'false'}
            sx={{
              '& td': {
                textDecoration: e.has_passed ? 'line-through' : 'none',
                // The secondary text's grey, not the disabled one (2.7:1 on white): a passed exam is still read.
                color: e.has_passed ? 'text.secondary' : undefined,
              },
            }}
          >
            <TableCell>{e.name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.parsed_date}</TableCell>
            <TableCell>{e.venue?.name ?? ''}</TableCell>
            <TableCell>{e.venue?.city_name ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
