import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = { title: string; action?: ReactNode; children: ReactNode; testId?: string };

/** A related-records block under a form (PERSONAL, PAQUETES, REQUISITOS…): title, an action, content. */
export const SectionCard = ({ title, action, children, testId }: Props) => (
  <Card component="section" aria-label={title} data-testid={testId} sx={{ mt: 2 }}>
    <CardContent sx={{ pb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: 17 }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </CardContent>
  </Card>
);
