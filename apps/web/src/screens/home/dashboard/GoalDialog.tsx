import type { GoalType } from '@doyang/domain';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { dashboardApi } from './dashboard-api.ts';

/** What a goal is for: the bimester's inscriptions, or a coming exam, event or tournament (meetings are events). */
export type GoalTarget = { type: GoalType; label: string; goal: number | null; itemId?: number };

type Props = { doyang: { id: number; name: string }; target: GoalTarget; onClose: () => void };

const idKey = { exam: 'exam_id', event: 'event_id', tournament: 'tournament_id' } as const;

/** The goal prompt (spec 01 §2, §5: free text, no validation here; the server answers what it refuses). */
export const GoalDialog = ({ doyang, target, onClose }: Props) => {
  const api = useApi(dashboardApi);
  const queryClient = useQueryClient();
  const [value, setValue] = useState(target.goal === null ? '' : String(target.goal));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const item = target.type !== 'inscription' && target.itemId ? { [idKey[target.type]]: target.itemId } : {};
      await api.setGoal(doyang.id, { type: target.type, goal: value, ...item });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      onClose();
    } catch (e) {
      setError(e instanceof HttpError ? e.message : 'No se pudo guardar la meta');
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="goal-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="goal-dialog-title">Meta · {target.label}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="goal-error">
            {error}
          </Alert>
        )}
        <TextField
          autoFocus
          label="Meta"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && void save()}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'goal-input' } }}
          helperText={doyang.name}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button onClick={() => void save()} disabled={saving} variant="contained" data-testid="goal-save">
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
