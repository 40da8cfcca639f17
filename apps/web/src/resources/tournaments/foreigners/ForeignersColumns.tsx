import { FOREIGNERS_CSV_COLUMNS } from '@doyang/domain';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** The columns the file takes, as the template names them: what a director checks before exporting from Excel. */
export const ForeignersColumns = () => (
  <>
    <Typography variant="subtitle2" sx={{ mt: 1 }}>
      Columnas del archivo (separadas por coma, punto y coma o tabulador; UTF-8 o ANSI)
    </Typography>
    <Table size="small" aria-label="Columnas del archivo" data-testid="foreigners-columns">
      <TableHead>
        <TableRow>
          <TableCell>Columna</TableCell>
          <TableCell>Contenido</TableCell>
          <TableCell>Ejemplo</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {FOREIGNERS_CSV_COLUMNS.map((c) => (
          <TableRow key={c.field}>
            <TableCell sx={{ fontFamily: 'monospace' }}>
              {c.header}
              {c.required ? ' *' : ''}
            </TableCell>
            <TableCell>{[c.label, c.hint].filter(Boolean).join(' — ')}</TableCell>
            <TableCell>{c.example}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
    <Typography variant="caption" color="text.secondary">
      * obligatoria. Una persona ya registrada (mismo nombre completo y fecha de nacimiento) no se duplica.
    </Typography>
  </>
);
