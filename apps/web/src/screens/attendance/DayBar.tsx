import type { RosterAnswer } from '@doyang/domain';
import { Box, Paper } from '@mui/material';
import type { ReactNode } from 'react';
import { DayCounts } from './DayCounts.tsx';
import { DayPicker } from './DayPicker.tsx';

type Props = { page: RosterAnswer; tooOld: string; onDate: (date: string) => void; children: ReactNode };

/** The top of both attendance screens: the day inside its window, the day's counts, then the screen's buttons. */
export const DayBar = ({ page, tooOld, onDate, children }: Props) => (
  <Paper variant="outlined" sx={{ p: 1.5, mb: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
      <DayPicker date={page.date} min={page.window.min_date} max={page.window.max_date} tooOld={tooOld} onChange={onDate} />
      <DayCounts counts={page.counts} />
    </Box>
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>{children}</Box>
  </Paper>
);
