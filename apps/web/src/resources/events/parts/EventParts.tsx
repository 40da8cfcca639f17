import { Stack } from '@mui/material';
import { EventComissions } from './EventComissions.tsx';
import { EventGroups } from './EventGroups.tsx';
import { ExamConditions } from './ExamConditions.tsx';
import type { EventKind } from './event-parts-api.ts';

/** Under the exam's or event's form: its groups, an exam's conditions, and the commission tiers. */
export const EventParts = ({ kind }: { kind: EventKind }) => (
  <Stack spacing={2} sx={{ mt: 2 }}>
    <EventGroups kind={kind} />
    {kind === 'exams' && <ExamConditions />}
    <EventComissions kind={kind} />
  </Stack>
);
