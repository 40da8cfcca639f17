import { Box, Button, MenuItem, TextField } from '@mui/material';
import type { Graph, TournamentArea } from './graphs-api.ts';
import type { Ask } from './use-confirm.tsx';
import type { GraphActions } from './use-graphs.ts';

type Props = {
  graph: Graph;
  areas: readonly TournamentArea[];
  actions: GraphActions;
  ask: (a: Ask) => void;
  onAdd: () => void;
};

/** General direction's bracket tools in editor mode: exhibition flag, area, deleting, adding a competitor. */
export function BracketEditorBar({ graph, areas, actions, ask, onAdd }: Props) {
  const { api, run } = actions;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }} className="no-print">
      <TextField
        select
        size="small"
        label="Área"
        value={graph.table_name ?? ''}
        onChange={(e) =>
          run(() => api.update(graph.id, { table_name: e.target.value === '' ? null : Number(e.target.value) }), {
            graphId: graph.id,
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
            title: graph.is_exhibition ? 'Quitar exhibición' : 'Marcar como exhibición',
            content: graph.is_exhibition
              ? `¿La gráfica ${graph.label} deja de ser de exhibición?`
              : `¿Marcar la gráfica ${graph.label} como exhibición? Sus competidores no obtienen lugar.`,
            action: () => run(() => api.update(graph.id, { is_exhibition: graph.is_exhibition ? 0 : 1 }), { whole: true }),
          })
        }
      >
        {graph.is_exhibition ? 'Quitar exhibición' : 'Marcar exhibición'}
      </Button>
      <Button
        size="small"
        color="error"
        onClick={() =>
          ask({
            title: 'Eliminar gráfica',
            content: `¿Eliminar la gráfica ${graph.label} con sus competidores y resultados?`,
            action: () => run(() => api.remove(graph.id), { whole: true }),
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
            content: `¿Eliminar todas las gráficas de ${graph.tournament_category_name} en ${graph.competition_name}?`,
            action: () => run(() => api.removeCategory(graph.tournament_category_id, graph.competition_type_id), { whole: true }),
          })
        }
      >
        Eliminar gráficas de la categoría
      </Button>
    </Box>
  );
}
