import { MSG } from '@doyang/domain';
import { Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { ExamsYearDialog } from './ExamsYearDialog.tsx';
import { HomePanel } from './HomePanel.tsx';
import { type HomeExam, sinodalResidency } from './home-calendar.ts';

type Props = { exam: HomeExam | null; exams: HomeExam[]; pending: boolean };

const Line = ({ label, value }: { label: string; value: string }) => (
  <Typography variant="body2">
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {label}:
    </Box>{' '}
    {value || '—'}
  </Typography>
);

/** 'PRÓXIMO EXAMEN': date, sinodal and the sinodal's residency; 'Ver más' opens 'EXAMENES DE ESTE AÑO'. */
export const NextExam = ({ exam, exams, pending }: Props) => {
  const [open, setOpen] = useState(false);
  return (
    <HomePanel title="PRÓXIMO EXAMEN" testId="home-next-exam" pending={pending}>
      {exam ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {exam.name}
          </Typography>
          <Line label="Fecha" value={exam.parsed_date} />
          <Line label="Sinodal" value={exam.sinodal?.full_name_honorific ?? ''} />
          <Line label="Residencia del sinodal" value={sinodalResidency(exam.sinodal)} />
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {MSG.noNextExam}
        </Typography>
      )}
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ mt: 1 }}>
        Ver más
      </Link>
      {open && <ExamsYearDialog exam={exam} exams={exams} onClose={() => setOpen(false)} />}
    </HomePanel>
  );
};
