import { type MeetingAnswer, MSG, REVISION_RESULT_NAMES, type RosterEntryAnswer } from '@doyang/domain';
import { Box, Button, Chip, Link, TableCell, TableRow, Typography } from '@mui/material';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MarkChange } from './attendance-types.ts';
import { MarkRadios } from './MarkRadios.tsx';
import { MeetingTicks } from './MeetingTicks.tsx';
import { StatusChip } from './StatusChip.tsx';

type Props = {
  row: RosterEntryAnswer;
  /** Its mark is being saved. */
  pending: boolean;
  /** No marks now (no permission, a day without class, another day loading). */
  locked: boolean;
  meeting: MeetingAnswer | null;
  review: 'hidden' | 'view' | 'edit';
  onMark: (row: RosterEntryAnswer, change: MarkChange) => void;
  onReview: (row: RosterEntryAnswer) => void;
};

/** '2 faltas · 1 seguida' (bimester absences, and the current run of absences when there is one). */
export const absencesText = (absences: number, consecutive: number) =>
  [
    `${absences} ${absences === 1 ? 'falta' : 'faltas'}`,
    consecutive > 0 ? `${consecutive} ${consecutive === 1 ? 'seguida' : 'seguidas'}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const RESULT_COLORS: Record<number, 'default' | 'success' | 'warning'> = { 0: 'default', 1: 'success', 2: 'warning' };

/** One student of the attendance screen; memoised so a click re-renders its own row only. */
export const StudentRow = memo(({ row, pending, locked, meeting, review, onMark, onReview }: Props) => {
  const disabled = locked || pending;
  const result = row.revision_result?.result ?? 0;
  return (
    <TableRow data-testid={`student-row-${row.id}`} aria-busy={pending}>
      <TableCell sx={{ minWidth: { xs: 130, md: 180 } }}>
        <Link component={RouterLink} to={`/students/${row.id}`} underline="hover" sx={{ fontWeight: 600 }}>
          {row.full_name}
        </Link>
        <Typography variant="caption" color="text.secondary" component="div">
          {[row.degree?.name, row.age !== null ? `${row.age} años` : null, row.membership === 'extra' ? 'grupo extra' : null]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </TableCell>
      <TableCell sx={{ py: 0.25 }}>
        <MarkRadios
          name={`asistencia-${row.id}`}
          who={row.full_name}
          value={row.assistance?.type ?? null}
          disabled={disabled}
          onChange={(type) =>
            onMark(
              row,
              type === null
                ? { type: null, is_student: false, is_mother: false, is_father: false, is_representative: false }
                : { type },
            )
          }
        />
      </TableCell>
      {meeting && (
        <TableCell sx={{ py: 0.25 }}>
          <MeetingTicks
            mark={row.assistance}
            unique={meeting.unique_assistance}
            disabled={disabled}
            onChange={(flag, value) => onMark(row, { [flag]: value })}
          />
        </TableCell>
      )}
      <TableCell sx={{ minWidth: 140 }}>
        {/* The room of a status chip is always kept: a row must not change height when a mark's answer arrives,
            or the rows below move under the pointer of someone marking a whole group. */}
        <Box sx={{ minHeight: 46, display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 0.25 }}>
          <Typography variant="body2" data-testid="absences" sx={{ whiteSpace: 'nowrap' }}>
            {absencesText(row.bimester_abscenses, row.consecutive_absences)}
          </Typography>
          <StatusChip status={row.status} scholarshipRisk={row.bimester_scholarship_risk} />
          {row.is_debtor && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={MSG.statusDebtor}
              data-testid="debtor"
              sx={{ alignSelf: 'flex-start' }}
            />
          )}
        </Box>
      </TableCell>
      {review !== 'hidden' && (
        <TableCell data-testid="revision-cell">
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
            <Chip size="small" color={RESULT_COLORS[result] ?? 'default'} label={REVISION_RESULT_NAMES[result] ?? ''} />
            {review === 'edit' && (
              <Button size="small" onClick={() => onReview(row)}>
                Revisar
              </Button>
            )}
          </Box>
        </TableCell>
      )}
    </TableRow>
  );
});
StudentRow.displayName = 'StudentRow';
