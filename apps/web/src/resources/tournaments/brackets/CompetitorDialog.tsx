import { type BracketAnswer, type BracketCompetitorAnswer, MSG, parseBracketLabel } from '@doyang/domain';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { BracketActions } from './use-brackets.ts';
import type { Ask } from './use-confirm.tsx';

type Props = {
  bracket: BracketAnswer;
  competitor: BracketCompetitorAnswer;
  editor: boolean;
  /** Every bracket of the competition, to tell an exhibition target before moving there. */
  brackets: readonly BracketAnswer[];
  actions: BracketActions;
  ask: (a: Ask) => void;
  onClose: () => void;
};

const Field = ({ label, value }: { label: string; value: string | number | null | undefined }) => (
  <Box sx={{ display: 'flex', gap: 1 }}>
    <Typography variant="body2" color="text.secondary" sx={{ minWidth: 90 }}>
      {label}
    </Typography>
    <Typography variant="body2">{value === null || value === undefined || value === '' ? '—' : value}</Typography>
  </Box>
);

/** The competitor card (spec 03 §2); in editor mode, the bracket moves of general direction (spec 03 §4–§5). */
export function CompetitorDialog({ bracket, competitor: c, editor, brackets, actions, ask, onClose }: Props) {
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | null>(null);
  const [slot, setSlot] = useState('');
  const { api, run } = actions;
  const done = async (ok: Promise<boolean>) => {
    if (await ok) onClose();
  };
  const moveTo = () => {
    const parsed = parseBracketLabel(target);
    if (!parsed) {
      setTargetError(MSG.bracketInvalid);
      return;
    }
    setTargetError(null);
    const label = `${parsed.tournament_category_id}.${parsed.graph_number}`;
    const move = () => done(run(() => api.move(c.id, { graph: label }), { whole: true }));
    if (brackets.find((g) => g.label === label)?.is_exhibition)
      ask({
        title: 'Mover a gráfica de exhibición',
        content: `¿Mover a ${c.full_name} a la gráfica de exhibición ${label}?`,
        action: move,
      });
    else void move();
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="competitor-card-title">
      <DialogTitle id="competitor-card-title">{c.full_name}</DialogTitle>
      <DialogContent>
        <Stack spacing={0.5}>
          <Field label="Sexo" value={c.sex} />
          <Field label="Doyang" value={c.doyang_name} />
          <Field label="Profesor" value={c.group_professor_name ?? c.responsible_name} />
          <Field label="Edad" value={c.age === null ? null : `${c.age} años`} />
          <Field label="Estatura" value={c.height_m === null ? null : `${c.height_m} m`} />
          <Field label="Peso" value={c.weight_kg === null ? null : `${c.weight_kg} kg`} />
          <Field label="Grado" value={c.degree_name} />
          <Field label="Gráfica" value={`${bracket.label} · número ${c.intra_graph_number}`} />
        </Stack>
        {editor && (
          <>
            <Divider sx={{ my: 2 }} />
            <Stack spacing={1.5}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label="Mover a gráfica (categoría.número)"
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                  error={targetError !== null}
                  helperText={targetError ?? ' '}
                  sx={{ flex: 1 }}
                />
                <Button variant="outlined" onClick={moveTo} disabled={!target.trim()} sx={{ mt: 0.25 }}>
                  Mover
                </Button>
              </Box>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  type="number"
                  label="Número dentro de la gráfica"
                  value={slot}
                  onChange={(e) => setSlot(e.target.value)}
                  slotProps={{ htmlInput: { min: 1, max: 8 } }}
                  sx={{ flex: 1 }}
                />
                <Button
                  variant="outlined"
                  disabled={!/^[1-8]$/.test(slot)}
                  onClick={() => done(run(() => api.move(c.id, { intra_graph_number: Number(slot) }), { bracketId: bracket.id }))}
                  sx={{ mt: 0.25 }}
                >
                  Cambiar
                </Button>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" onClick={() => done(run(() => api.isolate(c.id, false), { whole: true }))}>
                  Aislar en gráfica nueva
                </Button>
                <Button size="small" onClick={() => done(run(() => api.isolate(c.id, true), { whole: true }))}>
                  Aislar en exhibición
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    done(
                      run(() => api.create(bracket.tournament_category_id, bracket.competition_type_id, false), { whole: true }),
                    )
                  }
                >
                  Crear gráfica sin competidor
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    done(
                      run(() => api.create(bracket.tournament_category_id, bracket.competition_type_id, true), { whole: true }),
                    )
                  }
                >
                  Crear gráfica de exhibición
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() =>
                    ask({
                      title: 'Eliminar de la gráfica',
                      content: `¿Eliminar a ${c.full_name} de la gráfica ${bracket.label}?`,
                      action: () => done(run(() => api.removeCompetitor(c.id), { bracketId: bracket.id })),
                    })
                  }
                >
                  Eliminar de la gráfica
                </Button>
              </Box>
            </Stack>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
