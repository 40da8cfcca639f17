import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; testId: string; children: ReactNode };

/** A titled group of doyang cards on Home ('DOYANGS (COMO RESPONSABLE)', …). */
export const DoyangCardGroup = ({ title, testId, children }: Props) => (
  <Box component="section" aria-label={title} data-testid={testId} sx={{ mb: 3 }}>
    <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
      {title}
    </Typography>
    {children}
  </Box>
);
