import {
  COMPETITION_TYPES,
  COMPETITIONS,
  EVENT_RESULT_NAMES,
  EXAM_RESULT_IDS,
  EXAM_RESULTS,
  examResultForScore,
  MSG,
} from '@doyang/domain';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { type EventHead, type ProspectKind, type ProspectRow, prospectsApi } from './prospects-api.ts';

type Props = { kind: ProspectKind; event: EventHead; row: ProspectRow; onClose: () => void; onSaved: () => void };

/** The scale's word for a typed score, as the server will store it (spec 03 §9). */
function scaleOf(score: string): string {
  const n = Number(score);
  if (score.trim() === '' || !Number.isFinite(n) || n < 0 || n > 100) return '';
  return EXAM_RESULTS.find((r) => r.id === examResultForScore(n))?.name ?? '';
}

/**
 * Assigning a result (general direction, once the event is over): an exam takes a score or 'No asistió', the next
 * degree and partials; an event its outcome. Collaboration of the student, mother or father earns points too.
 */
export const ResultDialog = ({ kind, event, row, onClose, onSaved }: Props) => {
  const api = useApi(prospectsApi);
  const notify = useNotify();
  const exam = kind === 'exams';
  const degrees = useGetList<{ id: number; name: string; order: number }>(
    'degrees',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'order', order: 'ASC' } },
    { enabled: exam },
  );
  const [score, setScore] = useState(row.numeric_result != null ? String(Number(row.numeric_result)) : '');
  const [absent, setAbsent] = useState(row.exam_result_id === EXAM_RESULT_IDS.DID_NOT_ATTEND);
  const [nextDegree, setNextDegree] = useState<string>(row.next_degree ? String(row.next_degree) : '');
  const [partial, setPartial] = useState(Boolean(row.does_partials));
  const [partials, setPartials] = useState(row.next_partial != null ? String(row.next_partial) : '');
  const [outcome, setOutcome] = useState(row.event_result_id ? String(row.event_result_id) : '');
  // A tournament prospect has a result per competition they entered, on the event scale.
  const entered = kind === 'tournaments' ? COMPETITIONS.filter((c) => row[c.pay]) : [];
  const [perCompetition, setPerCompetition] = useState<Record<string, string>>(() =>
    Object.fromEntries(entered.map((c) => [c.result, row[c.result] ? String(row[c.result]) : ''])),
  );
  const [together, setTogether] = useState({
    colaborated: row.colaborated,
    colaborated_mother: row.colaborated_mother,
    colaborated_father: row.colaborated_father,
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const body = exam
    ? {
        ...(absent ? { exam_result_id: EXAM_RESULT_IDS.DID_NOT_ATTEND } : { numeric_result: score }),
        next_degree: nextDegree || null,
        does_partials: partial,
        number_of_partials: partials === '' ? null : partials,
        ...together,
      }
    : kind === 'tournaments'
      ? { ...Object.fromEntries(entered.map((c) => [c.result, perCompetition[c.result] || null])), ...together }
      : { event_result_id: outcome, ...together };

  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      await api.result(kind, event.id, row.id, body);
      notify(MSG.resultsAssigned, { type: 'success' });
      onSaved();
    } catch (e) {
      setError(errorText(e, MSG.prospectAssignError));
      notify(MSG.prospectAssignError, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  const flag = (key: keyof typeof together, label: string) => (
    <FormControlLabel
      control={<Checkbox checked={together[key]} onChange={(e) => setTogether((t) => ({ ...t, [key]: e.target.checked }))} />}
      label={label}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="result-title">
      <DialogTitle id="result-title">Resultado de {row.full_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {exam ? (
            <>
              <FormControlLabel
                control={<Checkbox checked={absent} onChange={(e) => setAbsent(e.target.checked)} />}
                label="No asistió"
              />
              <TextField
                label="Calificación (0 a 100)"
                value={score}
                onChange={(e) => setScore(e.target.value)}
                disabled={absent}
                type="number"
                slotProps={{ htmlInput: { min: 0, max: 100, step: 0.01 } }}
                helperText={absent ? '' : scaleOf(score) || ' '}
              />
              <TextField
                select
                label="Grado siguiente"
                value={nextDegree}
                onChange={(e) => setNextDegree(e.target.value)}
                disabled={absent}
                helperText="Vacío: el grado que sigue al actual"
              >
                <MenuItem value="">(el que sigue)</MenuItem>
                {(degrees.data ?? []).map((d) => (
                  <MenuItem key={d.id} value={String(d.id)}>
                    {d.name}
                  </MenuItem>
                ))}
              </TextField>
              <FormControlLabel
                control={<Checkbox checked={partial} onChange={(e) => setPartial(e.target.checked)} disabled={absent} />}
                label="Examen de parcial"
              />
              <TextField
                label="Parciales"
                value={partials}
                onChange={(e) => setPartials(e.target.value)}
                disabled={absent}
                type="number"
                slotProps={{ htmlInput: { min: 0, max: 99 } }}
              />
            </>
          ) : kind === 'tournaments' ? (
            entered.map((c) => (
              <TextField
                key={c.id}
                select
                label={COMPETITION_TYPES[c.id]}
                value={perCompetition[c.result]}
                onChange={(e) => setPerCompetition((v) => ({ ...v, [c.result]: e.target.value }))}
              >
                <MenuItem value="">(sin resultado)</MenuItem>
                {EVENT_RESULT_NAMES.map((r) => (
                  <MenuItem key={r.id} value={String(r.id)}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
            ))
          ) : (
            <TextField select label="Resultado" value={outcome} onChange={(e) => setOutcome(e.target.value)}>
              {EVENT_RESULT_NAMES.map((r) => (
                <MenuItem key={r.id} value={String(r.id)}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {flag('colaborated', 'Colaboró')}
          {flag('colaborated_mother', 'Colaboró su mamá')}
          {flag('colaborated_father', 'Colaboró su papá')}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Guardar resultado
        </Button>
      </DialogActions>
    </Dialog>
  );
};
