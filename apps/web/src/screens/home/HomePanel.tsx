import { Card, CardContent, CircularProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; testId: string; pending?: boolean; children: ReactNode };

/** A titled card of Home's calendar row. */
export const HomePanel = ({ title, testId, pending, children }: Props) => (
  <Card variant="outlined" component="section" aria-label={title} data-testid={testId} sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
        {title}
      </Typography>
      {pending ? <CircularProgress size={24} aria-label="Cargando" /> : children}
    </CardContent>
  </Card>
);
