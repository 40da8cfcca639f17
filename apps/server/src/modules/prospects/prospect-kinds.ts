import {
  candidateAnswer,
  eventProspectAnswer,
  examProspectAnswer,
  type PermissionArea,
  tournamentCandidateAnswer,
  tournamentProspectAnswer,
} from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';

// The kinds of event people are prospects of (spec 03 §2 'Prospects screen'): the same screen and calls under
// /api/exams, /api/events and /api/tournaments, each on its own tables.

type ProspectSchema = typeof examProspectAnswer | typeof eventProspectAnswer | typeof tournamentProspectAnswer;

export type ProspectKind<P extends ProspectSchema = ProspectSchema> = {
  /** URL segment: /api/{segment}/{id}/prospects. */
  segment: 'exams' | 'events' | 'tournaments';
  /** The event table, the link table and its key, the result column and its catalogue. */
  parent: SQL;
  link: SQL;
  key: SQL;
  resultColumn: SQL;
  results: SQL;
  /** The general-direction area (approve, grade, blocks) and the doyang staff's area. */
  area: PermissionArea;
  doyangArea: PermissionArea;
  /** Exams grade with a score and promote; events record an outcome. */
  exam: boolean;
  /** Staff of the doyang are candidates too (meetings, seminars), not only its students. */
  staffAttend: boolean;
  /** Tournaments weigh their competitors in, and pay and place per competition. */
  tournament: boolean;
  /** Its prospects may travel with the network (takes_bus, takes_hotel: the bus and hotel list). */
  travels: boolean;
  /** What its prospects and candidates answer: each kind's link and list carry their own columns. */
  prospect: P;
  candidate: typeof candidateAnswer | typeof tournamentCandidateAnswer;
};

/** A prospect row of the kind (of any kind for the generic `ProspectKind`). */
export type ProspectOf<K extends ProspectKind> = z.infer<K['prospect']>;

export const EXAM_KIND: ProspectKind<typeof examProspectAnswer> = {
  segment: 'exams',
  parent: sql.raw('exams'),
  link: sql.raw('exam_prospects'),
  key: sql.raw('exam_id'),
  resultColumn: sql.raw('exam_result_id'),
  results: sql.raw('exam_results'),
  area: 'Examen',
  doyangArea: 'Doyang Examen',
  exam: true,
  staffAttend: false,
  tournament: false,
  travels: false,
  prospect: examProspectAnswer,
  candidate: candidateAnswer,
};

export const EVENT_KIND: ProspectKind<typeof eventProspectAnswer> = {
  segment: 'events',
  parent: sql.raw('events'),
  link: sql.raw('event_prospects'),
  key: sql.raw('event_id'),
  resultColumn: sql.raw('event_result_id'),
  results: sql.raw('event_results'),
  area: 'Eventos',
  doyangArea: 'Doyang Eventos',
  exam: false,
  staffAttend: true,
  tournament: false,
  travels: true,
  prospect: eventProspectAnswer,
  candidate: candidateAnswer,
};

export const TOURNAMENT_KIND: ProspectKind<typeof tournamentProspectAnswer> = {
  segment: 'tournaments',
  parent: sql.raw('tournaments'),
  link: sql.raw('tournament_prospects'),
  key: sql.raw('tournament_id'),
  resultColumn: sql.raw('tournament_result_id'),
  results: sql.raw('tournament_results'),
  area: 'Torneos',
  doyangArea: 'Doyang Torneos',
  exam: false,
  staffAttend: false,
  tournament: true,
  travels: true,
  prospect: tournamentProspectAnswer,
  candidate: tournamentCandidateAnswer,
};

export const PROSPECT_KINDS = [EXAM_KIND, EVENT_KIND, TOURNAMENT_KIND] as const;
