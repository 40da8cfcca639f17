import { arrayMove } from '@dnd-kit/sortable';
import { type CronogramEntry, MSG } from '@doyang/domain';
import AddAlarmIcon from '@mui/icons-material/AddAlarm';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  IconButton,
  Paper,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { DragHandle, SortableRows, useSortableRow } from '../../shared/SortableRows.tsx';
import { useDownload } from '../../shared/use-download.ts';
import { CRONOGRAM_PDF, cronogramApi, cronogramPdfPath } from './cronogram-api.ts';
import { areaTabs, autogenerateNotes } from './cronogram-view.ts';
import { RecessDialog } from './RecessDialog.tsx';

const HEADERS = [
  { label: 'Orden', width: 56 },
  { label: 'Nombre' },
  { label: 'Inicio', width: 90 },
  { label: 'Fin', width: 90 },
  { label: 'Duración (min)', width: 130, align: 'right' },
  { label: '', width: 48 },
] as const;

const EntryRow = ({ entry, canManage, onDelete }: { entry: CronogramEntry; canManage: boolean; onDelete: () => void }) => {
  const { row, handle } = useSortableRow(entry.id, !canManage);
  const recess = entry.is_recess ? { fontStyle: 'italic', color: 'text.secondary' } : {};
  return (
    <TableRow {...row} data-testid={`cronogram-${entry.name}`}>
      <TableCell>{canManage ? <DragHandle label={entry.name} handle={handle} /> : entry.order}</TableCell>
      <TableCell sx={recess}>{entry.name}</TableCell>
      <TableCell>{entry.start_time}</TableCell>
      <TableCell>{entry.end_time}</TableCell>
      <TableCell align="right">{entry.duration_min}</TableCell>
      <TableCell>
        {canManage && (
          <IconButton size="small" aria-label={`Quitar ${entry.name}`} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
    </TableRow>
  );
};

/** What waits for confirmation: replacing the schedule, resetting it, or removing one entry. */
type Pending = { kind: 'autogenerate' | 'reset' } | { kind: 'remove'; entry: CronogramEntry } | null;

const CONFIRM_TEXTS = {
  autogenerate: { title: 'Autogenerar cronograma', content: MSG.cronogramReplaceConfirm },
  reset: { title: 'Reiniciar cronograma', content: MSG.cronogramResetConfirm },
} as const;

/**
 * A tournament's schedule (cronograma, spec 03 §7) by area: each entry with its start and end from the tournament's
 * start (08:00 without one). General direction autogenerates it, adds recesses, drags entries into order, removes
 * them and resets it; everyone who sees the tournament reads and prints it.
 */
export function CronogramSection({ tournamentId, canManage }: { tournamentId: number; canManage: boolean }) {
  const api = useApi(cronogramApi);
  const notify = useNotify();
  const { busy, download } = useDownload();
  const [entries, setEntries] = useState<CronogramEntry[]>([]);
  const [areas, setAreas] = useState<number[]>([]);
  const [area, setArea] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [working, setWorking] = useState(false);
  const [confirm, setConfirm] = useState<Pending>(null);
  const [recessOpen, setRecessOpen] = useState(false);
  const [notes, setNotes] = useState<string[]>([]);

  const load = useCallback(async () => {
    try {
      const [list, defined] = await Promise.all([api.list(tournamentId), api.areas(tournamentId)]);
      const tabs = areaTabs(defined, list);
      setEntries(list);
      setAreas(tabs);
      setArea((current) => (current !== null && tabs.includes(current) ? current : (tabs[0] ?? null)));
    } catch {
      notify(MSG.generic, { type: 'error' });
    } finally {
      setLoading(false);
    }
  }, [api, tournamentId, notify]);
  useEffect(() => {
    void load();
  }, [load]);

  /** A write: 'Horarios actualizados' when it succeeds, 'Error al actualizar horarios' when not; then the schedule anew. */
  const write = async (call: () => Promise<unknown>): Promise<boolean> => {
    setWorking(true);
    try {
      await call();
      notify(MSG.schedulesUpdated, { type: 'success' });
      return true;
    } catch {
      notify(MSG.schedulesUpdateError, { type: 'error' });
      return false;
    } finally {
      await load();
      setWorking(false);
    }
  };

  const shown = entries.filter((e) => e.area_number === area);
  const onMove = async (from: number, to: number) => {
    if (area === null) return;
    const moved = arrayMove(shown, from, to);
    setEntries([...entries.filter((e) => e.area_number !== area), ...moved]);
    await write(() =>
      api.order(
        tournamentId,
        area,
        moved.map((e) => e.id),
      ),
    );
  };
  const autogenerate = () =>
    write(async () => {
      const answer = await api.autogenerate(tournamentId);
      setNotes(autogenerateNotes(answer));
    });
  const reset = () => {
    setNotes([]);
    return write(() => api.reset(tournamentId));
  };

  return (
    <Paper variant="outlined" sx={{ p: 1 }} data-testid="cronogram-section">
      <Typography variant="h6" component="h2" sx={{ px: 1 }}>
        CRONOGRAMA
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, mb: 1 }}>
        Cada área corre desde la hora de inicio del torneo (08:00 si no tiene), un horario tras otro.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 1, mb: 1 }}>
        {canManage && (
          <>
            <Button
              size="small"
              variant="contained"
              startIcon={<AutorenewIcon />}
              disabled={working}
              onClick={() => (entries.length ? setConfirm({ kind: 'autogenerate' }) : autogenerate())}
            >
              Autogenerar
            </Button>
            <Button
              size="small"
              variant="outlined"
              startIcon={<AddAlarmIcon />}
              disabled={working || area === null}
              onClick={() => setRecessOpen(true)}
            >
              Agregar receso
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="warning"
              startIcon={<RestartAltIcon />}
              disabled={working || !entries.length}
              onClick={() => setConfirm({ kind: 'reset' })}
            >
              Reiniciar
            </Button>
          </>
        )}
        <Button
          size="small"
          variant="outlined"
          startIcon={busy ? <CircularProgress size={16} /> : <PrintIcon />}
          disabled={busy !== null || !entries.length}
          onClick={() => download('cronogram', cronogramPdfPath(tournamentId), CRONOGRAM_PDF)}
        >
          Imprimir
        </Button>
      </Box>
      {notes.map((note) => (
        <Alert key={note} severity="warning" sx={{ mx: 1, mb: 1 }} onClose={() => setNotes(notes.filter((n) => n !== note))}>
          {note}
        </Alert>
      ))}
      {areas.length > 0 && (
        <Tabs value={area ?? false} onChange={(_, value: number) => setArea(value)} variant="scrollable" sx={{ px: 1 }}>
          {areas.map((n) => (
            <Tab key={n} value={n} label={`Área ${n}`} />
          ))}
        </Tabs>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <SortableRows ids={shown.map((e) => e.id)} onMove={onMove}>
          <Table size="small" aria-label={area === null ? 'Cronograma' : `Cronograma del área ${area}`}>
            <TableHead>
              <TableRow>
                {HEADERS.map((h) => (
                  <TableCell
                    key={h.label}
                    sx={{ width: 'width' in h ? h.width : undefined }}
                    align={'align' in h ? h.align : 'left'}
                  >
                    {h.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((entry) => (
                <EntryRow
                  key={entry.id}
                  entry={entry}
                  canManage={canManage && !working}
                  onDelete={() => setConfirm({ kind: 'remove', entry })}
                />
              ))}
              {!shown.length && (
                <TableRow>
                  <TableCell colSpan={HEADERS.length}>
                    {loading ? 'Cargando…' : areas.length ? 'Esta área no tiene horarios.' : 'El torneo no tiene horarios.'}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </SortableRows>
      </Box>
      {canManage && area !== null && (
        <RecessDialog
          open={recessOpen}
          tournamentId={tournamentId}
          areaNumber={area}
          entries={shown}
          onClose={() => setRecessOpen(false)}
          onSave={(input) => write(() => api.recess(input))}
        />
      )}
      <Confirm
        isOpen={confirm !== null}
        loading={working}
        title={confirm?.kind === 'remove' ? `Quitar ${confirm.entry.name}` : CONFIRM_TEXTS[confirm?.kind ?? 'reset'].title}
        content={confirm?.kind === 'remove' ? MSG.confirmDeleteRecord : CONFIRM_TEXTS[confirm?.kind ?? 'reset'].content}
        confirmColor="warning"
        onConfirm={async () => {
          const pending = confirm;
          setConfirm(null);
          if (pending?.kind === 'remove') await write(() => api.remove(pending.entry.id));
          else if (pending?.kind === 'reset') await reset();
          else if (pending) await autogenerate();
        }}
        onClose={() => setConfirm(null)}
      />
    </Paper>
  );
}
