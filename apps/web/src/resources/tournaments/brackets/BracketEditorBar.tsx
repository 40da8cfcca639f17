import type { BracketAnswer } from '@doyang/domain';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { TournamentArea } from './brackets-api.ts';
import type { BracketActions } from './use-brackets.ts';
import type { Ask } from './use-confirm.tsx';

type Props = {
  bracket: BracketAnswer;
  areas: readonly TournamentArea[];
  actions: BracketActions;
  ask: (a: Ask) => void;
  onAdd: () => void;
};

/** General direction's bracket tools in editor mode: exhibition flag, area, deleting, adding a competitor. */
export function BracketEditorBar({ bracket, areas, actions, ask, onAdd }: Props) {
  const { api, run } = actions;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }} className="no-print">
      <TextField
        select
        size="small"
        label="Área"
        value={bracket.table_name ?? ''}
        onChange={(e) =>
          run(() => api.update(bracket.id, { table_name: e.target.value === '' ? null : Number(e.target.value) }), {
            bracketId: bracket.id,
          })
        }
        fullWidth={false}
        sx={{ width: 120 }}
      >
        <MenuItem value="">Sin área</MenuItem>
        {areas.map((a) => (
          <MenuItem key={a.id} value={a.area_number}>{`Área ${a.area_number}`}</MenuItem>
        ))}
      </TextField>
      <Button size="small" onClick={onAdd}>
        Agregar competidor
      </Button>
      <Button
        size="small"
        onClick={() =>
          ask({
            title: bracket.is_exhibition ? 'Quitar exhibición' : 'Marcar como exhibición',
            content: bracket.is_exhibition
              ? `¿La gráfica ${bracket.label} deja de ser de exhibición?`
              : `¿Marcar la gráfica ${bracket.label} como exhibición? Sus competidores no obtienen lugar.`,
            action: () => run(() => api.update(bracket.id, { is_exhibition: bracket.is_exhibition ? 0 : 1 }), { whole: true }),
          })
        }
      >
        {bracket.is_exhibition ? 'Quitar exhibición' : 'Marcar exhibición'}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() =>
          ask({
            title: 'Eliminar gráfica',
            content: `¿Eliminar la gráfica ${bracket.label} con sus competidores y resultados?`,
            action: () => run(() => api.remove(bracket.id), { whole: true }),
          })
        }
      >
        Eliminar gráfica
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() =>
          ask({
            title: 'Eliminar gráficas de la categoría',
            content: `¿Eliminar todas las gráficas de ${bracket.tournament_category_name} en ${bracket.competition_name}?`,
            action: () =>
              run(() => api.removeCategory(bracket.tournament_category_id, bracket.competition_type_id), { whole: true }),
          })
        }
      >
        Eliminar gráficas de la categoría
      </Button>
    </Box>
  );
}
