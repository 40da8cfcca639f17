import { describe, expect, it } from 'vitest';
import { type CurriculumEvent, type EventResult, pointsForResult, totalPoints } from './curriculum-points.ts';

// The network's values: local 14–18, foreign 19–23.
const CONFIG: Record<number, number | string | null> = {
  14: 100,
  15: 60,
  16: 80,
  17: 50,
  18: 20,
  19: '150',
  20: 90,
  21: 120,
  22: 75,
  23: null,
};
const tournament = (more: Partial<CurriculumEvent> = {}): CurriculumEvent => ({
  is_local: 1,
  has_placements: true,
  general_points: null,
  local_points: {},
  foreign_points: {},
  ...more,
});
const result = (more: Partial<EventResult> = {}): EventResult => ({
  participated: true,
  colaborated: false,
  colaborated_mother: false,
  colaborated_father: false,
  placement: null,
  ...more,
});

describe('points of a tournament result', () => {
  it('takes each placement from the configuration when the event leaves it empty', () => {
    expect(pointsForResult(tournament(), result({ placement: 1 }), CONFIG)).toEqual([
      { points: 100, origin: 'Primer lugar (local)' },
    ]);
    expect(pointsForResult(tournament(), result({ placement: 'first_without_competing', participated: false }), CONFIG)).toEqual([
      { points: 60, origin: 'Primer lugar sin competir (local)' },
    ]);
    expect(pointsForResult(tournament(), result({ placement: 2 }), CONFIG)).toEqual([
      { points: 80, origin: 'Segundo lugar (local)' },
    ]);
    expect(pointsForResult(tournament(), result({ placement: 3 }), CONFIG)).toEqual([
      { points: 50, origin: 'Tercer lugar (local)' },
    ]);
    expect(pointsForResult(tournament(), result(), CONFIG)).toEqual([{ points: 20, origin: 'Participó (local)' }]);
  });

  it('uses the foreign configuration (19–23) for a foreign event', () => {
    const foreign = tournament({ is_local: 0 });
    expect(pointsForResult(foreign, result({ placement: 1 }), CONFIG)).toEqual([
      { points: 150, origin: 'Primer lugar (foráneo)' },
    ]);
    expect(pointsForResult(foreign, result({ placement: 'first_without_competing' }), CONFIG)).toEqual([
      { points: 90, origin: 'Primer lugar sin competir (foráneo)' },
    ]);
    expect(pointsForResult(foreign, result({ placement: 2 }), CONFIG)[0].points).toBe(120);
    expect(pointsForResult(foreign, result({ placement: 3 }), CONFIG)[0].points).toBe(75);
    // 23 is unset and the event has no value: no line.
    expect(pointsForResult(foreign, result(), CONFIG)).toEqual([]);
  });

  it("prefers the event's own value for its local or foreign students, including an explicit 0", () => {
    const event = tournament({ local_points: { first: 300, participated: 0 }, foreign_points: { first: 999 } });
    expect(pointsForResult(event, result({ placement: 1 }), CONFIG)).toEqual([{ points: 300, origin: 'Primer lugar (local)' }]);
    expect(pointsForResult(event, result(), CONFIG)).toEqual([{ points: 0, origin: 'Participó (local)' }]);
    expect(pointsForResult(event, result({ placement: 2 }), CONFIG)[0].points).toBe(80);
    expect(pointsForResult({ ...event, is_local: false }, result({ placement: 1 }), CONFIG)[0].points).toBe(999);
  });

  it('gives nothing for a student who neither took part nor placed', () => {
    expect(pointsForResult(tournament(), result({ participated: false }), CONFIG)).toEqual([]);
  });

  it('ignores general_points in a tournament', () => {
    expect(pointsForResult(tournament({ general_points: 40 }), result({ placement: 3 }), CONFIG)).toEqual([
      { points: 50, origin: 'Tercer lugar (local)' },
    ]);
  });
});

describe('points of an event without placements', () => {
  const meeting = (more: Partial<CurriculumEvent> = {}) => tournament({ has_placements: false, general_points: 10, ...more });
  it('gives general_points for taking part, never a placement or the configuration', () => {
    expect(pointsForResult(meeting(), result({ placement: 1 }), CONFIG)).toEqual([{ points: 10, origin: 'Asistencia (local)' }]);
    expect(pointsForResult(meeting({ general_points: null }), result(), CONFIG)).toEqual([]);
    expect(pointsForResult(meeting(), result({ participated: false }), CONFIG)).toEqual([]);
  });
  it("prefers the event's general value for local or foreign students", () => {
    const event = meeting({ is_local: 0, foreign_points: { general: 25 }, local_points: { general: 5 } });
    expect(pointsForResult(event, result(), CONFIG)).toEqual([{ points: 25, origin: 'Asistencia (foráneo)' }]);
  });
});

describe('collaboration points', () => {
  it("come from the event's values only, one line each", () => {
    const event = tournament({ local_points: { colaborated: 15, colaborated_mother: 7, colaborated_father: 8 } });
    const all = result({ participated: false, colaborated: true, colaborated_mother: true, colaborated_father: true });
    expect(pointsForResult(event, all, CONFIG)).toEqual([
      { points: 15, origin: 'Colaboró (local)' },
      { points: 7, origin: 'Colaboró su mamá (local)' },
      { points: 8, origin: 'Colaboró su papá (local)' },
    ]);
    expect(pointsForResult(event, result({ colaborated_mother: true, placement: 2 }), CONFIG)).toEqual([
      { points: 80, origin: 'Segundo lugar (local)' },
      { points: 7, origin: 'Colaboró su mamá (local)' },
    ]);
  });
  it('give nothing when the event has no value or the flag is off', () => {
    expect(pointsForResult(tournament(), result({ participated: false, colaborated: true }), CONFIG)).toEqual([]);
    const event = tournament({ local_points: { colaborated: 15 } });
    expect(pointsForResult(event, result({ participated: false }), CONFIG)).toEqual([]);
  });
});

describe('total points', () => {
  it('adds the lines to the starting points', () => {
    const lines = [
      { points: 100, origin: 'Primer lugar (local)' },
      { points: 7, origin: 'Colaboró su mamá (local)' },
    ];
    expect(totalPoints(50, lines)).toBe(157);
    expect(totalPoints(null, lines)).toBe(107);
    expect(totalPoints(30, [])).toBe(30);
  });
});
