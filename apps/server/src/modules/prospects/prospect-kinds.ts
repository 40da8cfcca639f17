import type { PermissionArea } from '@doyang/domain';
import { type SQL, sql } from 'drizzle-orm';

// The kinds of event people are prospects of (spec 03 §2 'Prospects screen'): the same screen and calls under
// /api/exams, /api/events and /api/tournaments, each on its own tables.

export type ProspectKind = {
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
};

export const EXAM_KIND: ProspectKind = {
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
};

export const EVENT_KIND: ProspectKind = {
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
};

export const TOURNAMENT_KIND: ProspectKind = {
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
};

export const PROSPECT_KINDS = [EXAM_KIND, EVENT_KIND, TOURNAMENT_KIND] as const;
