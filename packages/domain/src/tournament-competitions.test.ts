import { describe, expect, it } from 'vitest';
import {
  COMPETITION_TYPES,
  categoryAndCompetition,
  offeredCompetitions,
  paidCompetitionCount,
  paysMultipleCompetitions,
} from './tournament-competitions.ts';

describe('tournament competitions', () => {
  it('names the six types as the brackets screen does', () => {
    expect(Object.values(COMPETITION_TYPES)).toEqual([
      'COMBATE',
      'FORMAS',
      'IDAN CHAGUIS',
      'TÉCNICAS',
      'ROMPIMIENTOS',
      'VELOCIDAD DE PATEO',
    ]);
  });

  it('offers the flagged types in type order (the first is the default tab)', () => {
    expect(offeredCompetitions({ has_boards: true, has_forms: true, has_combat: false })).toEqual([2, 5]);
    expect(offeredCompetitions({})).toEqual([]);
  });

  it('counts forms, boards, kicking speed, combat and techniques; two or more are multiple competitions', () => {
    expect(paidCompetitionCount({ pay_combat: true, pay_forms: true, pay_jumping_kicks: true })).toBe(2);
    expect(paysMultipleCompetitions({ pay_combat: true })).toBe(false);
    expect(paysMultipleCompetitions({ pay_combat: true, pay_jumping_kicks: true })).toBe(false);
    expect(paysMultipleCompetitions({ pay_boards: true, pay_techniques: true })).toBe(true);
  });

  it('titles a bracket with its category and competition, once when the category already names it', () => {
    expect(categoryAndCompetition('INFANTIL VARONIL', 'FORMAS')).toEqual(['INFANTIL VARONIL', 'FORMAS']);
    expect(categoryAndCompetition('Combate infantil +40 kg', 'COMBATE')).toEqual(['Combate infantil +40 kg']);
    expect(categoryAndCompetition('LIBRE', '')).toEqual(['LIBRE']);
  });
});
