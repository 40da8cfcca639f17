import { type CurriculumEvent, type PointsLine, pointsForResult } from './curriculum-points.ts';
import { eventOutcome } from './prospects.ts';
import { COMPETITION_TYPES, COMPETITIONS } from './tournament-competitions.ts';

// A tournament prospect's results (issue 12): one outcome per competition they entered, on the event scale
// (tournament_results 1–6 = event_results). Each placement earns its curriculum line; collaboration counts once.

export type TournamentResults = Partial<Record<(typeof COMPETITIONS)[number]['result'], number | null>>;
type Collaboration = { colaborated: boolean; colaborated_mother: boolean; colaborated_father: boolean };

/** The prospect's overall outcome: their best placement, else took part, else did not attend (null: no result yet). */
export function bestTournamentResult(results: TournamentResults): number | null {
  const ids = COMPETITIONS.map((c) => results[c.result]).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return null;
  return Math.min(...ids);
}

/** Whether the prospect came: any result but 'No asistió' (6). */
export const attendedTournament = (results: TournamentResults): boolean =>
  COMPETITIONS.some((c) => {
    const id = results[c.result];
    return typeof id === 'number' && eventOutcome(id).participated;
  });

/** One curriculum line per competition placed or taken part in, named after it; then collaboration lines once. */
export function tournamentPointLines(
  tournament: Omit<CurriculumEvent, 'has_placements'>,
  results: TournamentResults,
  together: Collaboration,
  config: Record<number, number | string | null | undefined>,
): PointsLine[] {
  const event = { ...tournament, has_placements: true };
  const none = { colaborated: false, colaborated_mother: false, colaborated_father: false };
  const lines = COMPETITIONS.flatMap((c) => {
    const id = results[c.result];
    if (typeof id !== 'number') return [];
    return pointsForResult(event, { ...eventOutcome(id), ...none }, config).map((line) => ({
      ...line,
      origin: `${COMPETITION_TYPES[c.id]}: ${line.origin}`,
    }));
  });
  return [...lines, ...pointsForResult(event, { participated: false, placement: null, ...together }, config)];
}
