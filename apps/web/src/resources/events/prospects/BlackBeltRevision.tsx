import { type CheckedItemAnswer, formatDayMonYear, REVISION_RESULT_NAMES, type UserRecordAnswer } from '@doyang/domain';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import {
  Alert,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiFetch } from '../../../providers/api.ts';
import { errorText } from '../../shared/error-text.ts';
import type { ProspectRow } from './prospects-api.ts';

const covered = (items: CheckedItemAnswer[]) => `${items.filter((i) => i.checked).length} de ${items.length}`;

/**
 * The requirement revision of a black-belt candidate (spec 03 §2): every revision the person went through, newest
 * first, with what it found covered (GET /api/users/{id}?append=revision_results&black_belt_exam_id=).
 */
export const BlackBeltRevision = ({ examId, row }: { examId: number; row: ProspectRow }) => {
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: ['black-belt-revision', examId, row.id],
    queryFn: () =>
      apiFetch<Pick<UserRecordAnswer, 'revision_results'>>(
        `/users/${row.id}?append=revision_results&black_belt_exam_id=${examId}`,
      ),
    enabled: open,
  });
  const results = query.data?.revision_results ?? [];
  return (
    <>
      <Tooltip title="Revisión de requisitos">
        <IconButton size="small" aria-label={`Revisión de requisitos de ${row.full_name}`} onClick={() => setOpen(true)}>
          <FactCheckIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="bb-revision-title">
        <DialogTitle id="bb-revision-title">Revisión de requisitos — {row.full_name}</DialogTitle>
        <DialogContent>
          {query.isPending && <CircularProgress size={24} />}
          {query.isError && <Alert severity="error">{errorText(query.error, 'No se pudo leer la revisión.')}</Alert>}
          {query.isSuccess && results.length === 0 && <Typography>Esta persona no tiene revisiones.</Typography>}
          <Stack spacing={1.5}>
            {results.map((r) => (
              <Stack key={r.id} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, minWidth: 180 }}>{r.revision.name}</Typography>
                <Chip
                  size="small"
                  label={REVISION_RESULT_NAMES[r.result] ?? r.result}
                  color={r.result === 1 ? 'success' : r.result === 2 ? 'warning' : 'default'}
                />
                <Typography variant="body2">Productos: {covered(r.requirement_products)}</Typography>
                <Typography variant="body2">Otros requisitos: {covered(r.requirement_other)}</Typography>
                {r.approved_at && (
                  <Typography variant="body2" color="text.secondary">
                    Aprobada el {formatDayMonYear(r.approved_at.slice(0, 10))}
                  </Typography>
                )}
              </Stack>
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
