import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { ExamBlocksTable, YearExamsTable } from './ExamsYearTables.tsx';
import type { HomeExam } from './home-calendar.ts';

type Props = { exam: HomeExam | null; exams: HomeExam[]; onClose: () => void };

/** 'EXAMENES DE ESTE AÑO': 'Este examen' (its blocks) and 'Próximos examenes' (this year's, past ones crossed out). */
export const ExamsYearDialog = ({ exam, exams, onClose }: Props) => {
  const [tab, setTab] = useState<'this' | 'year'>(exam ? 'this' : 'year');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="exams-year-title" data-testid="exams-year-dialog">
      <DialogTitle id="exams-year-title">EXAMENES DE ESTE AÑO</DialogTitle>
      <DialogContent sx={{ minHeight: 240 }}>
        <Tabs value={tab} onChange={(_, v: 'this' | 'year') => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="this" label="Este examen" />
          <Tab value="year" label="Próximos examenes" />
        </Tabs>
        {tab === 'this' && (
          <Box>
            {exam && (
              <Typography variant="subtitle2" sx={{ mb: 1 }}>
                {exam.name} · {exam.parsed_date}
              </Typography>
            )}
            <ExamBlocksTable blocks={exam?.blocks ?? []} />
          </Box>
        )}
        {tab === 'year' && <YearExamsTable exams={exams} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
};
