import { describe, expect, it } from 'vitest';
import { nextExamOf, sinodalResidency, sortUpcoming, upcomingWindow } from './home-calendar.ts';

describe("Home's calendar", () => {
  it('shows events from the bimester start to its end plus 5 days', () => {
    expect(upcomingWindow('2026-11-01', '2026-12-31')).toEqual({ from_date: '2026-11-01', to_date: '2027-01-05' });
    expect(upcomingWindow(null, '2026-12-31')).toBeNull();
  });

  it('sorts passed events last, then by date', () => {
    const items = [
      { name: 'B', date: '2026-11-10', has_passed: true },
      { name: 'C', date: '2026-12-20', has_passed: false },
      { name: 'A', date: '2026-12-02', has_passed: false },
      { name: 'D', date: '2026-11-02', has_passed: true },
    ];
    expect(sortUpcoming(items).map((i) => i.name)).toEqual(['A', 'C', 'D', 'B']);
  });

  it('takes the first active regular exam from today on as the next exam', () => {
    const exams = [
      { id: 1, date: '2026-10-01', active: true, is_black_belt: false },
      { id: 2, date: '2026-12-20', active: true, is_black_belt: false },
      { id: 3, date: '2026-12-01', active: true, is_black_belt: true },
      { id: 4, date: '2026-11-30', active: false, is_black_belt: false },
      { id: 5, date: '2026-11-22', active: true, is_black_belt: false },
    ];
    expect(nextExamOf(exams, '2026-11-22')?.id).toBe(5);
    expect(nextExamOf(exams, '2026-11-23')?.id).toBe(2);
    expect(nextExamOf(exams, '2026-12-21')).toBeNull();
  });

  it("reads the sinodal's residency from their neighbourhood and city, else their address", () => {
    expect(sinodalResidency({ full_name_honorific: 'X', neighborhood: 'CENTRO', city: 'PUEBLA', address: 'CALLE 1' })).toBe(
      'CENTRO, PUEBLA',
    );
    expect(sinodalResidency({ full_name_honorific: 'X', address: ' CALLE 1 ' })).toBe('CALLE 1');
    expect(sinodalResidency(null)).toBe('');
  });
});

describe('the reasons the semáforo dialog lists', () => {
  it('joins the missing items of one colour on one line, keeping the order and the other reasons', async () => {
    const { shownReasons } = await import('./traffic-light-reasons.ts');
    expect(
      shownReasons(
        ['Sin derecho a examen: 7 faltas (permitidas 6)', 'Falta: CINTA', 'Falta: PETO', 'Revisión sin completar'],
        'negro',
      ),
    ).toEqual([
      { colour: 'negro', text: 'Sin derecho a examen: 7 faltas (permitidas 6)' },
      { colour: 'rojo', text: 'Falta: CINTA, PETO' },
      { colour: 'amarillo', text: 'Revisión sin completar' },
    ]);
  });
});
