import { fillMessage, formatDayMonYear, MSG } from '@doyang/domain';
import {
  Alert,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ForeignersSummary } from './foreigners-api.ts';

const Status = ({ isNew, label }: { isNew: boolean; label?: string }) => (
  <Chip size="small" label={label ?? (isNew ? 'Nuevo' : 'Existente')} color={isNew ? 'primary' : 'default'} variant="outlined" />
);

const countText = (c: { new: number; existing: number }) => `${c.new} nuevos, ${c.existing} existentes`;

/** What a verification found: the bad lines first, then doyangs, sabonims and competitors, new or matched. */
export const ForeignersResult = ({ summary }: { summary: ForeignersSummary }) => {
  const { counts } = summary;
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }} data-testid="foreigners-result">
      {summary.errors.length > 0 && (
        <Alert severity="error" data-testid="foreigners-errors">
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Corrige estas líneas y vuelve a verificar; no se importará nada mientras haya errores.
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {summary.errors.map((e) => (
              <li key={e.line}>
                Línea {e.line}: {e.messages.join(' ')}
              </li>
            ))}
            {summary.errors_total > summary.errors.length && (
              <li>{fillMessage(MSG.foreignersMoreErrors, { count: summary.errors_total - summary.errors.length })}</li>
            )}
          </Box>
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Chip label={`Doyangs: ${countText(counts.doyangs)}`} />
        <Chip label={`Sabonims: ${countText(counts.sabonims)}`} />
        <Chip label={`Competidores: ${countText(counts.users)}`} />
        <Chip label={`Prospectos: ${counts.prospects.new} por agregar, ${counts.prospects.existing} ya lo eran`} />
      </Stack>
      {summary.doyangs.length > 0 && (
        <Box>
          <Typography variant="subtitle2">Doyangs</Typography>
          {summary.doyangs.map((d) => (
            <Stack key={d.name} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Status isNew={d.is_new} />
              <Typography variant="body2">
                {d.name}
                {d.city ? ` (${d.city})` : ''}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
      {summary.sabonims.length > 0 && (
        <Box>
          <Typography variant="subtitle2">Sabonims</Typography>
          {summary.sabonims.map((s) => (
            <Stack key={`${s.doyang}|${s.full_name}`} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Status isNew={s.is_new} />
              <Typography variant="body2">
                {s.full_name} — {s.doyang}
              </Typography>
            </Stack>
          ))}
        </Box>
      )}
      {summary.users.length > 0 && (
        <TableContainer sx={{ maxHeight: 320 }}>
          <Table size="small" stickyHeader aria-label="Competidores del archivo">
            <TableHead>
              <TableRow>
                <TableCell>Línea</TableCell>
                <TableCell>Nombre</TableCell>
                <TableCell>Nacimiento</TableCell>
                <TableCell>Grado</TableCell>
                <TableCell>Peso / estatura</TableCell>
                <TableCell>Doyang</TableCell>
                <TableCell>Competencias</TableCell>
                <TableCell>Estado</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {summary.users.map((u) => (
                <TableRow key={u.line}>
                  <TableCell>{u.line}</TableCell>
                  <TableCell>{u.full_name}</TableCell>
                  <TableCell>{formatDayMonYear(u.birth_date)}</TableCell>
                  <TableCell>{u.degree}</TableCell>
                  <TableCell>
                    {u.weight_kg} kg / {u.height_m} m
                  </TableCell>
                  <TableCell>{u.doyang}</TableCell>
                  <TableCell>{u.competitions.join(', ')}</TableCell>
                  <TableCell>
                    <Status
                      isNew={u.is_new}
                      label={
                        u.is_new
                          ? undefined
                          : u.already_prospect
                            ? 'Ya es prospecto'
                            : `Existente${u.current_doyang ? ` (${u.current_doyang})` : ''}`
                      }
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
};
