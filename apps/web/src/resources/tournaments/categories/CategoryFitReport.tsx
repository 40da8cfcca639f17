import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Collapse,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi } from '../../../providers/use-api.ts';
import { fitSummary } from './fit-summary.ts';
import { type CategoryFit, categoryFitApi, categoryFitKey, type FitLine } from './tournament-categories-api.ts';

const SEX = { M: 'M', F: 'F' } as const;

const FitTable = ({ title, lines, withCategories }: { title: string; lines: FitLine[]; withCategories?: boolean }) =>
  lines.length === 0 ? null : (
    <Box sx={{ mt: 1, overflowX: 'auto' }}>
      <Typography variant="overline" component="h3" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {title} ({lines.length})
      </Typography>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>Nombre</TableCell>
            <TableCell>Doyang</TableCell>
            <TableCell>Competencia</TableCell>
            <TableCell>Sexo</TableCell>
            <TableCell align="right">Edad</TableCell>
            <TableCell>Grado</TableCell>
            <TableCell align="right">Peso (kg)</TableCell>
            {withCategories && <TableCell>Categorías</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((l) => (
            <TableRow key={`${l.user_id}-${l.competition_type_id}`}>
              <TableCell>{l.full_name}</TableCell>
              <TableCell>{l.doyang_name}</TableCell>
              <TableCell>{l.competition_name}</TableCell>
              <TableCell>{l.sex ? SEX[l.sex] : '—'}</TableCell>
              <TableCell align="right">{l.age ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{l.degree_name ?? '—'}</TableCell>
              <TableCell align="right">{l.weight_kg ?? 'Sin peso'}</TableCell>
              {withCategories && <TableCell>{l.categories.map((c) => c.name).join(', ')}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );

const Report = ({ fit }: { fit: CategoryFit }) => {
  const [open, setOpen] = useState(false);
  const clean = fit.counts.none === 0 && fit.counts.several === 0;
  return (
    <Box sx={{ my: 1 }} data-testid="category-fit">
      <Alert
        severity={clean ? 'success' : 'warning'}
        action={
          !clean && (
            <Button color="inherit" size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
              {open ? 'Ocultar' : 'Ver prospectos'}
            </Button>
          )
        }
      >
        <AlertTitle>Revisión de categorías</AlertTitle>
        {fitSummary(fit)}
      </Alert>
      <Collapse in={open && !clean} unmountOnExit>
        <FitTable title="SIN CATEGORÍA" lines={fit.none} />
        <FitTable title="EN VARIAS CATEGORÍAS" lines={fit.several} withCategories />
      </Collapse>
    </Box>
  );
};

/**
 * Who of the tournament's prospects fits no regular category, or several, in each competition they pay, so the
 * organiser fixes the categories before the brackets are drawn (issue 12). Saving a category refetches it.
 */
export const CategoryFitReport = ({ tournamentId }: { tournamentId: number }) => {
  const api = useApi(categoryFitApi);
  const fit = useQuery({ queryKey: categoryFitKey(tournamentId), queryFn: () => api.fit(tournamentId) });
  if (fit.isPending) return null;
  if (fit.isError)
    return (
      <Alert severity="error" sx={{ my: 1 }}>
        No se pudo revisar qué prospectos caben en las categorías.
      </Alert>
    );
  return <Report key={tournamentId} fit={fit.data} />;
};
