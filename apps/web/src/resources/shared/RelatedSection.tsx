import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { SectionCard } from './SectionCard.tsx';

type Props = { title: string; variant: 'card' | 'plain'; testId?: string; action?: ReactNode; children: ReactNode };

/** A child list's frame: a card under a record's form, or a titled part of the form itself. */
export const RelatedSection = ({ title, variant, testId, action, children }: Props) =>
  variant === 'card' ? (
    <SectionCard title={title} testId={testId} action={action}>
      {children}
    </SectionCard>
  ) : (
    <Box component="section" aria-label={title} sx={{ width: '100%', mt: 1 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="overline" component="h2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
