import { describe, expect, it } from 'vitest';
import type { Priced } from './priced.ts';
import { companionPrice, type PosTournament, paidCompetitionsOf, priceTournament, type TournamentSale } from './tournaments.ts';

const tournament: PosTournament = {
  name: 'Copa Guadalajara',
  price: '900.00',
  early_payment_amount: '750.00',
  price_amount_two_modalities: '1200.00',
  early_payment_amount_two_modalities: '1000.00',
  price_companion: '150.00',
  early_payment_amount_companion: '100.00',
  early_payment_student_due_date: '2026-11-20',
  early_payment_professor_due_date: '2026-11-25',
  payment_student_due_date: '2026-11-30',
  payment_professor_due_date: '2026-12-02',
  optional_discount_percentage: '15',
  number_of_patialities: 1,
};

const sell = (over: Partial<TournamentSale> = {}): Priced =>
  priceTournament({ tournament, who: 'student', today: '2026-11-21', pays_combat: true, ...over });

const line = (p: Priced) => {
  if (!p.ok) throw new Error(p.message);
  return p.line;
};

describe('priceTournament', () => {
  it('one competition at the normal price after the early date, early on the date itself', () => {
    expect(line(sell())).toMatchObject({ payment_concept_id: 3, title: 'TORNEO COPA GUADALAJARA', amount: '900.00' });
    expect(line(sell({ today: '2026-11-20' })).amount).toBe('750.00');
    expect(line(sell({ who: 'staff', today: '2026-11-25' })).amount).toBe('750.00');
  });

  it('two or more of forms, boards, kicking speed, combat, techniques take the two-modalities prices', () => {
    expect(line(sell({ pays_forms: true }))).toMatchObject({
      title: 'TORNEO COPA GUADALAJARA (2 O MÁS MODALIDADES)',
      amount: '1200.00',
    });
    expect(line(sell({ pays_forms: true, today: '2026-11-20' })).amount).toBe('1000.00');
    expect(line(sell({ pays_combat: false, pays_boards: true, pays_techniques: true })).amount).toBe('1200.00');
    // jumping kicks do not count towards multiple competitions (tournament-competitions.ts)
    expect(line(sell({ pays_jumping_kicks: true })).amount).toBe('900.00');
    expect(line(sell({ pays_combat: false })).amount).toBe('900.00');
  });

  it('adds each companion at its price, early up to the early date', () => {
    const two = [{ name: 'MAMÁ' }, { name: 'PAPÁ', age: 40 }];
    expect(line(sell({ companionList: two }))).toMatchObject({
      title: 'TORNEO COPA GUADALAJARA + 2 ACOMPAÑANTES',
      quantity: 1,
      price: '1200.00',
      amount: '1200.00',
    });
    expect(line(sell({ companionList: two, today: '2026-11-20' })).amount).toBe('950.00');
    expect(line(sell({ companionList: [{ name: 'TÍA' }] })).title).toBe('TORNEO COPA GUADALAJARA + 1 ACOMPAÑANTE');
    expect(companionPrice({ ...tournament, early_payment_amount_companion: '0' }, 'student', '2026-11-01')).toBe(15000);
    expect(companionPrice({ ...tournament, price_companion: null }, 'student', '2026-12-01')).toBe(0);
  });

  it('takes the optional discount percentage off the competitor only, when asked', () => {
    const l = line(sell({ has_optional_discount: true, companionList: [{ name: 'MAMÁ' }] }));
    expect([l.price, l.discount, l.amount]).toEqual(['1050.00', '135.00', '915.00']);
    expect(line(sell({ has_optional_discount: false })).discount).toBe('0.00');
    const odd = { ...tournament, price: '333.33', optional_discount_percentage: '12.5' };
    expect(line(sell({ tournament: odd, has_optional_discount: true })).discount).toBe('41.67'); // 41.666 → 41.67
  });

  it('collaborations change no price', () => {
    const plain = line(sell());
    expect(line(sell({ colaborate_mom: true, colaborate_dad: true, colaborates: true }))).toEqual(plain);
  });

  it('sells installments like events', () => {
    const two = { ...tournament, number_of_patialities: 2, price: '900.01' };
    const first = line(sell({ tournament: two, is_partiality: true, paidPartialities: 0 }));
    const second = line(sell({ tournament: two, is_partiality: true, paidPartialities: 1 }));
    expect([first.amount, second.amount]).toEqual(['450.00', '450.01']);
    expect(first.title).toBe('TORNEO COPA GUADALAJARA (PARCIALIDAD 1 DE 2)');
    expect(sell({ tournament: two, is_partiality: true, paidPartialities: 2 })).toMatchObject({
      ok: false,
      field: 'tournament_id',
    });
  });
});

describe('paidCompetitionsOf', () => {
  it('maps the note flags to the prospect flags', () => {
    expect(paidCompetitionsOf({ pays_forms: true, pays_jumping_kicks: null })).toEqual({
      pay_forms: true,
      pay_boards: false,
      pay_kicking_speed: false,
      pay_combat: false,
      pay_techniques: false,
      pay_jumping_kicks: false,
    });
  });
});
