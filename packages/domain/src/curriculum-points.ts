// Curriculum points from event results (spec 01 §3 configuration 14–23, spec 03 events). An event carries its own
// point values for local and foreign students; the configuration gives the network's values for tournament
// outcomes when the event leaves one empty. One line per source, so the points dialog can say where each came from.

/** Configuration ids of tournament outcomes: 14–18 for local events, 19–23 for foreign ones. */
export const CURRICULUM_POINT_CONFIGURATION = {
  local: { first: 14, first_without_competing: 15, second: 16, third: 17, participated: 18 },
  foreign: { first: 19, first_without_competing: 20, second: 21, third: 22, participated: 23 },
} as const;

export type EventPointValues = {
  /** Taking part in an event without placements (meeting, seminar, exam). */
  general: number | null;
  colaborated: number | null;
  colaborated_mother: number | null;
  colaborated_father: number | null;
  first_without_competing: number | null;
  first: number | null;
  second: number | null;
  third: number | null;
  /** Took part in a tournament without placing (eliminated). */
  participated: number | null;
};

export type CurriculumEvent = {
  /** 1 local, 0 foreign (as stored), or a boolean. */
  is_local: number | boolean;
  /** Tournaments place their competitors; other events only count who took part. */
  has_placements: boolean;
  general_points: number | null;
  local_points: Partial<EventPointValues>;
  foreign_points: Partial<EventPointValues>;
};

export type Placement = 1 | 2 | 3 | 'first_without_competing';

export type EventResult = {
  participated: boolean;
  colaborated: boolean;
  colaborated_mother: boolean;
  colaborated_father: boolean;
  placement?: Placement | null;
};

export type PointsLine = { points: number; origin: string };

type Outcome = keyof typeof CURRICULUM_POINT_CONFIGURATION.local;

const OUTCOME_NAMES: Record<Outcome, string> = {
  first: 'Primer lugar',
  first_without_competing: 'Primer lugar sin competir',
  second: 'Segundo lugar',
  third: 'Tercer lugar',
  participated: 'Participó',
};
const PLACEMENT_OUTCOME: Record<Placement, Outcome> = {
  1: 'first',
  2: 'second',
  3: 'third',
  first_without_competing: 'first_without_competing',
};

/** A number, or null for an empty value (configuration values travel as text). */
const value = (v: number | string | null | undefined): number | null => {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/**
 * The lines one result earns:
 * - a tournament: the placement's value (a placement counts with or without the participated mark), or the
 *   participated value when it took part without placing; the event's own value when set, else the configuration's;
 * - another event: taking part earns the event's `general` value for local/foreign, else its general_points;
 * - collaboration of the student, mother or father: the event's own values only (the configuration has none).
 * A source without a value gives no line; an explicit 0 gives a line, so the dialog shows why nothing was earned.
 */
export function pointsForResult(
  event: CurriculumEvent,
  result: EventResult,
  config: Record<number, number | string | null | undefined>,
): PointsLine[] {
  const local = event.is_local === true || event.is_local === 1;
  const own = local ? event.local_points : event.foreign_points;
  const where = local ? '(local)' : '(foráneo)';
  const lines: PointsLine[] = [];
  const add = (points: number | null, name: string) => {
    if (points !== null) lines.push({ points, origin: `${name} ${where}` });
  };

  if (event.has_placements) {
    const outcome: Outcome | null = result.placement
      ? PLACEMENT_OUTCOME[result.placement]
      : result.participated
        ? 'participated'
        : null;
    if (outcome) {
      const configId = CURRICULUM_POINT_CONFIGURATION[local ? 'local' : 'foreign'][outcome];
      add(value(own[outcome]) ?? value(config[configId]), OUTCOME_NAMES[outcome]);
    }
  } else if (result.participated) {
    add(value(own.general) ?? value(event.general_points), 'Asistencia');
  }

  if (result.colaborated) add(value(own.colaborated), 'Colaboró');
  if (result.colaborated_mother) add(value(own.colaborated_mother), 'Colaboró su mamá');
  if (result.colaborated_father) add(value(own.colaborated_father), 'Colaboró su papá');
  return lines;
}

/** The student's curriculum: the starting points plus every line earned. */
export function totalPoints(startingCurriculumPoints: number | null | undefined, lines: readonly PointsLine[]): number {
  return lines.reduce((sum, line) => sum + line.points, startingCurriculumPoints ?? 0);
}
