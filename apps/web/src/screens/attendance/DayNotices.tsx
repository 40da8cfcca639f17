import { formatDayMonYear, hasClassOn, MSG, type RosterAnswer, sentence } from '@doyang/domain';
import { Alert, Box } from '@mui/material';

/** What the chosen day is: the meeting of the day, a day the group has no class, the revision and its season. */
export const DayNotices = ({
  page,
  showRevision,
  outside,
}: {
  page: RosterAnswer;
  showRevision: boolean;
  /** Why this day's marks cannot change (opened by its address outside the window): shown first, read-only. */
  outside?: string | null;
}) => {
  const notices: { key: string; text: string }[] = [];
  if (outside) notices.push({ key: 'window', text: `${outside} Este día se muestra solo para consulta.` });
  if (page.meeting) {
    const unique = page.meeting.unique_assistance ? ` ${MSG.meetingUniqueAttendance}` : '';
    notices.push({ key: 'meeting', text: `${sentence(`Junta: ${page.meeting.name}`)}${unique}` });
  }
  if (!page.holiday && !hasClassOn(page.group.json_week, page.date)) {
    notices.push({ key: 'no-class', text: 'Este día no está en el horario del grupo.' });
  }
  if (showRevision && page.revision) {
    const s = page.revision_season;
    const season =
      s.start_date && s.end_date
        ? ` Temporada de revisión: ${formatDayMonYear(s.start_date)} – ${formatDayMonYear(s.end_date)}`
        : '';
    const state = s.open ? ' (abierta).' : ' (cerrada: la columna de revisión aparece dentro de la temporada).';
    notices.push({
      key: 'revision',
      text: `${sentence(`Revisión activa: ${page.revision.name}`)}${season}${season ? state : ''}`,
    });
  }
  if (!notices.length) return null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 1 }}>
      {notices.map((n) => (
        <Alert key={n.key} severity="info" variant="outlined" sx={{ py: 0 }} data-testid={`notice-${n.key}`}>
          {n.text}
        </Alert>
      ))}
    </Box>
  );
};
