import { arrayMove } from '@dnd-kit/sortable';
import { hourMinute, MSG } from '@doyang/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  Button,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { useApi } from '../../../providers/use-api.ts';
import { errorText } from '../../shared/error-text.ts';
import { DragHandle, SortableRows, useSortableRow } from '../../shared/SortableRows.tsx';
import { type Block, type EventHead, prospectsApi } from './prospects-api.ts';
import { useRefreshScreen } from './use-prospects.ts';

const HEADERS = ['Orden', 'Acciones', 'Bloque', 'Duración (min)', 'Alumnos por bloque', 'Alumnos', 'Inicio', 'Fin'];

const BlockRow = ({ block, editable, onDelete }: { block: Block; editable: boolean; onDelete: () => void }) => {
  const { row, handle } = useSortableRow(block.id, !editable);
  return (
    <TableRow {...row} data-testid={`block-${block.name}`}>
      <TableCell sx={{ width: 56 }}>{editable ? <DragHandle label={block.name} handle={handle} /> : block.order}</TableCell>
      <TableCell>
        {editable && (
          <IconButton size="small" aria-label={`Eliminar ${block.name}`} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </TableCell>
      <TableCell>{block.name}</TableCell>
      <TableCell align="right">{block.duration_min}</TableCell>
      <TableCell align="right">{block.max_quantity}</TableCell>
      <TableCell align="right">{block.actual_quantity}</TableCell>
      <TableCell>{block.start_time}</TableCell>
      <TableCell>{block.end_time}</TableCell>
    </TableRow>
  );
};

/**
 * The exam's block table (spec 03 §2, §4): times run from the exam's start, each block lasting its duration once per
 * group of students; dragging a row saves the new order on drop.
 */
export const ExamBlocks = ({ event, editable }: { event: EventHead; editable: boolean }) => {
  const api = useApi(prospectsApi);
  const refresh = useRefreshScreen('exams', event.id);
  const notify = useNotify();
  const [blocks, setBlocks] = useState<Block[]>(event.blocks ?? []);
  const [draft, setDraft] = useState({ name: '', duration_min: '', max_quantity: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setBlocks(event.blocks ?? []), [event.blocks]);

  const onMove = async (from: number, to: number) => {
    const moved = arrayMove(blocks, from, to);
    setBlocks(moved);
    try {
      await api.orderBlocks(
        event.id,
        moved.map((b) => b.id),
      );
    } catch (error) {
      notify(errorText(error, MSG.saveError), { type: 'error' });
    }
    await refresh();
  };
  const add = async () => {
    setErrors({});
    try {
      await api.createBlock({ exam_id: event.id, ...draft, order: blocks.length + 1 });
      setDraft({ name: '', duration_min: '', max_quantity: '' });
      await refresh();
    } catch (error) {
      const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
      setErrors(fields);
      notify(errorText(error, MSG.saveError), { type: 'error' });
    }
  };
  const remove = async (block: Block) => {
    try {
      await api.deleteBlock(block.id);
      await refresh();
    } catch (error) {
      notify(errorText(error, MSG.saveError), { type: 'error' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Typography variant="h6" component="h2" sx={{ px: 1 }}>
        BLOQUES
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ px: 1, mb: 1 }}>
        Inicio del examen: {hourMinute(event.begins_at) || 'sin hora (se cuenta desde 00:00)'}
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <SortableRows ids={blocks.map((b) => b.id)} onMove={onMove}>
          <Table size="small" aria-label="Bloques">
            <TableHead>
              <TableRow>
                {HEADERS.map((h) => (
                  <TableCell key={h}>{h}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {blocks.map((block) => (
                <BlockRow key={block.id} block={block} editable={editable} onDelete={() => remove(block)} />
              ))}
              {blocks.length === 0 && (
                <TableRow>
                  <TableCell colSpan={HEADERS.length}>Este examen no tiene bloques.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </SortableRows>
      </Box>
      {editable && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1, px: 1 }}>
          <TextField
            size="small"
            label="Bloque"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value.toUpperCase() })}
            error={Boolean(errors.name)}
            helperText={errors.name}
            sx={{ width: 260 }}
          />
          <TextField
            size="small"
            label="Duración (min)"
            type="number"
            value={draft.duration_min}
            onChange={(e) => setDraft({ ...draft, duration_min: e.target.value })}
            error={Boolean(errors.duration_min)}
            helperText={errors.duration_min}
            sx={{ width: 140 }}
          />
          <TextField
            size="small"
            label="Alumnos por bloque"
            type="number"
            value={draft.max_quantity}
            onChange={(e) => setDraft({ ...draft, max_quantity: e.target.value })}
            error={Boolean(errors.max_quantity)}
            helperText={errors.max_quantity}
            sx={{ width: 160 }}
          />
          <Button variant="contained" onClick={add}>
            Agregar bloque
          </Button>
        </Box>
      )}
    </Paper>
  );
};
