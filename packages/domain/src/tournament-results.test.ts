import { describe, expect, it } from 'vitest';
import { attendedTournament, bestTournamentResult, tournamentPointLines } from './tournament-results.ts';

const tournament = { is_local: true, general_points: null, local_points: { first: 10, colaborated: 2 }, foreign_points: {} };
const config = { 14: '8', 15: '6', 16: '5', 17: '3', 18: '1' };
const together = { colaborated: false, colaborated_mother: false, colaborated_father: false };

describe('tournament results', () => {
  it('takes the best placement as the overall result, and no result as null', () => {
    expect(bestTournamentResult({ result_combat: 4, result_forms: 1 })).toBe(1);
    expect(bestTournamentResult({ result_combat: 6 })).toBe(6);
    expect(bestTournamentResult({ result_combat: null })).toBeNull();
  });
  it('counts anyone with a result but "No asistió" as attended', () => {
    expect(attendedTournament({ result_combat: 6, result_forms: 5 })).toBe(true);
    expect(attendedTournament({ result_combat: 6 })).toBe(false);
  });
  it('writes one line per competition, named after it, with the own value or configuration 14–18', () => {
    const lines = tournamentPointLines(tournament, { result_combat: 1, result_forms: 4, result_boards: 6 }, together, config);
    expect(lines).toEqual([
      { points: 10, origin: 'COMBATE: Primer lugar (local)' },
      { points: 3, origin: 'FORMAS: Tercer lugar (local)' },
    ]);
  });
  it('counts collaboration once, not per competition', () => {
    const lines = tournamentPointLines(
      tournament,
      { result_combat: 5, result_forms: 5 },
      { ...together, colaborated: true },
      config,
    );
    expect(lines.filter((l) => l.origin.startsWith('Colaboró'))).toHaveLength(1);
    expect(lines).toHaveLength(3);
  });
});
