import { formatDayMonYear, type MonthlyDutyAnswer, todayYmd } from '@doyang/domain';
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { useTimeZone } from '../shared/use-today.ts';

const Column = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} data-testid={testId} sx={{ flex: '1 1 260px', minWidth: 0 }}>
    <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

/** The day a mark was made, on the network's calendar (done_at is an instant). */
const doneDay = (instant: string, timeZone: string) => formatDayMonYear(todayYmd(new Date(instant), timeZone));

const None = () => (
  <Typography variant="body2" color="text.secondary" sx={{ py: 0.5 }}>
    Ninguno.
  </Typography>
);

/** General direction's view of one duty: the doyangs that have it done (and when) and those that do not (spec 02 §6). */
export const DutyDoyangsPanel = () => {
  const record = useRecordContext<MonthlyDutyAnswer>();
  const timeZone = useTimeZone();
  if (!record) return null;
  const done = record.doyangs_done ?? [];
  const notDone = record.doyangs_not_done ?? [];
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, py: 1 }}>
      <Column title={`Doyangs que la hicieron (${done.length})`} testId="duty-doyangs-done">
        {done.length ? (
          <List dense disablePadding>
            {done.map((d) => (
              <ListItem key={d.id} disableGutters>
                <ListItemText primary={d.name} secondary={`Hecha el ${doneDay(d.done_at, timeZone)}`} />
              </ListItem>
            ))}
          </List>
        ) : (
          <None />
        )}
      </Column>
      <Column title={`Doyangs que no la han hecho (${notDone.length})`} testId="duty-doyangs-not-done">
        {notDone.length ? (
          <List dense disablePadding>
            {notDone.map((d) => (
              <ListItem key={d.id} disableGutters>
                <ListItemText primary={d.name} />
              </ListItem>
            ))}
          </List>
        ) : (
          <None />
        )}
      </Column>
    </Box>
  );
};
