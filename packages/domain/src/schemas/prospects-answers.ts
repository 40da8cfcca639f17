import type { z } from 'zod';
import { paged } from './answers.ts';
import {
  candidateAnswer,
  eventProspectAnswer,
  examProspectAnswer,
  tournamentCandidateAnswer,
  tournamentProspectAnswer,
} from './prospects.ts';

/**
 * What `append=candidates,doyangProspects` adds to an exam, event or tournament (spec 01 §3, 03 §7): a page (20) of the
 * candidates and one of the prospects of the doyang asked (`doyang_id`, else the caller's doyangs), each present only
 * when appended — the rows of `/{id}/candidates` and `/{id}/prospects`.
 */
const prospectAppends = <C extends z.ZodType, P extends z.ZodType>(candidate: C, prospect: P) => ({
  candidates: paged(candidate).optional(),
  doyangProspects: paged(prospect).optional(),
});

export const examProspectAppends = prospectAppends(candidateAnswer, examProspectAnswer);
export const eventProspectAppends = prospectAppends(candidateAnswer, eventProspectAnswer);
export const tournamentProspectAppends = prospectAppends(tournamentCandidateAnswer, tournamentProspectAnswer);
