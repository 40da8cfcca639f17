import { type BracketAnswer, COMPETITIONS } from '@doyang/domain';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useApi } from '../../../providers/use-api.ts';
import { prospectsApi } from '../../events/prospects/prospects-api.ts';
import type { BracketActions } from './use-brackets.ts';

type Props = {
  bracket: BracketAnswer;
  /** Brackets of the same competition: one who already sits in any of them is not offered (the server refuses). */
  brackets: readonly BracketAnswer[];
  actions: BracketActions;
  onClose: () => void;
};

/**
 * Add a competitor to a bracket (spec 03 §2; the spec's own Add button did nothing): a prospect of the tournament who
 * pays the bracket's competition and sits in none of its brackets yet.
 */
export function AddCompetitorDialog({ bracket, brackets, actions, onClose }: Props) {
  const api = useApi(prospectsApi);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text, 500);
  const pay = COMPETITIONS.find((c) => c.id === bracket.competition_type_id)?.pay ?? 'pay_combat';
  const seated = new Set(brackets.flatMap((g) => g.competitors.map((c) => c.user_id)));
  const found = useQuery({
    queryKey: ['bracket-add-competitor', bracket.tournament_id, search],
    queryFn: () => api.prospects('tournaments', bracket.tournament_id, { page: 1, search, doyangId: null }),
    enabled: search.trim().length >= 2,
  });
  const rows = (found.data?.data ?? []).filter((p) => p[pay] && p.is_prospect_approved !== false && !seated.has(p.id));
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="add-competitor-title">
      <DialogTitle id="add-competitor-title">{`Agregar competidor a la gráfica ${bracket.label}`}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          size="small"
          label="Buscar prospecto"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ mt: 1 }}
        />
        {found.isFetching && <CircularProgress size={20} sx={{ m: 1 }} />}
        {search.trim().length >= 2 && !found.isFetching && !rows.length && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Ningún prospecto de esta competencia coincide.
          </Typography>
        )}
        <List dense>
          {rows.map((p) => (
            <ListItem
              key={p.id}
              secondaryAction={
                <Button
                  size="small"
                  onClick={async () => {
                    if (await actions.run(() => actions.api.addCompetitor(bracket.id, p.id), { bracketId: bracket.id }))
                      onClose();
                  }}
                >
                  Agregar
                </Button>
              }
            >
              <ListItemText primary={p.full_name} secondary={[p.doyang_name, p.degree_name].filter(Boolean).join(' · ')} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
