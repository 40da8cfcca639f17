import { formatDayMonYear, MSG, type RosterAnswer } from '@doyang/domain';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { errorText } from '../../resources/shared/error-text.ts';
import { useAttendanceApi } from './attendance-api.ts';

const NEW = 'new';

/** A new revision is named after the bimester it reviews. */
export const newRevisionName = (page: Pick<RosterAnswer, 'bimester'>) =>
  `REVISIÓN ${formatDayMonYear(page.bimester.start_date)} – ${formatDayMonYear(page.bimester.end_date)}`;

/**
 * 'Activar revisión' after a confirmation (spec 02 §4): a revision the group already has and never ran
 * (created inactive), or a new one created inactive and then activated. The active one, if any, stops.
 */
export const ActivateRevisionDialog = ({ page, onClose }: { page: RosterAnswer; onClose: () => void }) => {
  const api = useAttendanceApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const groupId = page.group.id;
  const list = useQuery({ queryKey: ['revisions', groupId], queryFn: () => api.revisions(groupId) });
  const inactive = (list.data ?? []).filter((r) => !r.active);
  const [choice, setChoice] = useState<string>(NEW);
  const [name, setName] = useState(() => newRevisionName(page));
  const [busy, setBusy] = useState(false);

  const activate = async () => {
    setBusy(true);
    try {
      const id = choice === NEW ? (await api.createRevision(groupId, name.trim())).id : Number(choice);
      const answer = await api.activateRevision(id);
      notify(answer.message || MSG.revisionActivated, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['roster', groupId] });
      await queryClient.invalidateQueries({ queryKey: ['revisions', groupId] });
      onClose();
    } catch (error) {
      notify(errorText(error, MSG.generic), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="activate-revision-title">
      <DialogTitle id="activate-revision-title">Activar revisión</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          ¿Deseas activar la revisión de este grupo?
          {page.revision?.active ? ` La revisión activa (${page.revision.name}) dejará de estarlo.` : ''}
        </DialogContentText>
        {inactive.length > 0 && (
          <TextField select label="Revisión" value={choice} onChange={(e) => setChoice(e.target.value)}>
            <MenuItem value={NEW}>Nueva revisión</MenuItem>
            {inactive.map((r) => (
              <MenuItem key={r.id} value={String(r.id)}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {choice === NEW && (
          <TextField
            label="Nombre de la revisión"
            value={name}
            onChange={(e) => setName(e.target.value.toUpperCase())}
            error={!name.trim()}
            helperText={name.trim() ? undefined : MSG.required}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'revision-name' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={activate} disabled={busy || (choice === NEW && !name.trim())}>
          Activar
        </Button>
      </DialogActions>
    </Dialog>
  );
};
