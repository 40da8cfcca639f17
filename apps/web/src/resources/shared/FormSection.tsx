import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of inputs in a long form; two columns from md up, one below. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" aria-label={title} sx={{ width: '100%', mb: 1 }}>
    <Typography variant="overline" component="h2" sx={{ fontWeight: 700, color: 'text.secondary', display: 'block', mb: 0.5 }}>
      {title}
    </Typography>
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 2,
        alignItems: 'start',
        '& .span-2': { gridColumn: { md: '1 / -1' } },
      }}
    >
      {children}
    </Box>
  </Box>
);
