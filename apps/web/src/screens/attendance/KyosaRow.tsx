import type { MeetingAnswer, RosterEntryAnswer } from '@doyang/domain';
import { Box, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { memo } from 'react';
import { RemovePersonButton } from '../../resources/shared/RemovePersonButton.tsx';
import type { MarkChange } from './attendance-types.ts';
import { MarkRadios } from './MarkRadios.tsx';
import { MeetingTicks } from './MeetingTicks.tsx';

type Props = {
  row: RosterEntryAnswer;
  pending: boolean;
  locked: boolean;
  meeting: MeetingAnswer | null;
  canRemove: boolean;
  onMark: (row: RosterEntryAnswer, change: MarkChange) => void;
  onRemove: (row: RosterEntryAnswer) => void;
};

const KYOSA_MEETING = ['is_student'] as const;

/** One kyosa of the list; 3 or more absences in the bimester colour the row (spec 02 §9). */
export const KyosaRow = memo(({ row, pending, locked, meeting, canRemove, onMark, onRemove }: Props) => {
  const disabled = locked || pending;
  return (
    <TableRow
      data-testid={`kyosa-row-${row.id}`}
      data-highlight={row.highlight ? 'true' : undefined}
      aria-busy={pending}
      sx={row.highlight ? { bgcolor: 'rgba(211, 47, 47, 0.10)' } : undefined}
    >
      <TableCell sx={{ minWidth: 180 }}>
        {/* Room for the highlight chip is kept, so a mark's answer never changes the row's height. */}
        <Box sx={{ minHeight: 50, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
          <Typography sx={{ fontWeight: 600, fontSize: 14 }}>{row.full_name_honorific}</Typography>
          {row.highlight && <Chip size="small" color="error" label="3 o más faltas en el bimestre" sx={{ mt: 0.5 }} />}
        </Box>
      </TableCell>
      <TableCell sx={{ py: 0.25 }}>
        <MarkRadios
          name={`asistencia-kyosa-${row.id}`}
          who={row.full_name}
          value={row.assistance?.type ?? null}
          disabled={disabled}
          onChange={(type) => onMark(row, type === null ? { type: null, is_student: false } : { type })}
        />
      </TableCell>
      {meeting && (
        <TableCell sx={{ py: 0.25 }}>
          <MeetingTicks
            mark={row.assistance}
            unique={false}
            flags={KYOSA_MEETING}
            labels={{ is_student: 'Asistió' }}
            disabled={disabled}
            onChange={(flag, value) => onMark(row, { [flag]: value })}
          />
        </TableCell>
      )}
      <TableCell align="center" data-testid="absences">
        {row.bimester_abscenses}
      </TableCell>
      {canRemove && (
        <TableCell align="right" sx={{ py: 0 }}>
          <RemovePersonButton name={row.full_name} title="Quitar del grupo" onClick={() => onRemove(row)} />
        </TableCell>
      )}
    </TableRow>
  );
});
KyosaRow.displayName = 'KyosaRow';
