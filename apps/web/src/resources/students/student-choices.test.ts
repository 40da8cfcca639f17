import { describe, expect, it } from 'vitest';
import { groupLabel } from './student-choices.ts';

describe('student choices', () => {
  it('labels a group with its schedule', () => {
    const week = [true, false, true, false, true, false, false];
    expect(groupLabel({ id: 1, name: 'INFANTIL A', begins_at: '16:00:00', ends_at: '17:00:00', json_week: week })).toBe(
      'INFANTIL A · 16:00–17:00 L, MI, V',
    );
    expect(groupLabel({ id: 2, name: 'SIN HORARIO', begins_at: null, ends_at: null })).toBe('SIN HORARIO');
  });
});
