import { describe, expect, it } from 'vitest';
import { buyerSide, kindTitle, monthYearTitle, pricedLine } from './priced.ts';

describe('buyerSide', () => {
  it('a student or the general public pays as a student, every other role as staff', () => {
    expect(buyerSide(10)).toBe('student');
    expect(buyerSide(null)).toBe('student');
    expect(buyerSide(undefined)).toBe('student');
    expect(buyerSide(6)).toBe('staff');
    expect(buyerSide(2)).toBe('staff');
  });
});

describe('pricedLine', () => {
  it('amount = price × quantity − discount + surcharge, two decimals', () => {
    expect(pricedLine({ concept: 5, title: 'X', quantity: 3, price: 33333, discount: 1, surcharge: 10000 })).toEqual({
      payment_concept_id: 5,
      title: 'X',
      quantity: 3,
      price: '333.33',
      discount: '0.01',
      surcharge: '100.00',
      amount: '1099.98',
      covers_from: null,
      covers_to: null,
      insurance_end: null,
    });
  });

  it('never discounts more than the gross', () => {
    expect(pricedLine({ concept: 1, title: 'X', price: 500, discount: 900 })).toMatchObject({ discount: '5.00', amount: '0.00' });
  });
});

describe('monthYearTitle', () => {
  it('names the month in Spanish upper case', () => {
    expect(monthYearTitle('2027-01-01')).toBe('ENERO 2027');
    expect(monthYearTitle('2026-09-01')).toBe('SEPTIEMBRE 2026');
  });
});

describe('kindTitle', () => {
  it('says the kind once, whether or not the name starts with it', () => {
    expect(kindTitle('EXAMEN', 'Examen de grado 2026 - II')).toBe('EXAMEN DE GRADO 2026 - II');
    expect(kindTitle('EXAMEN', 'CINTA NEGRA 2026')).toBe('EXAMEN CINTA NEGRA 2026');
    expect(kindTitle('TORNEO', 'TORNEOS DEL VALLE')).toBe('TORNEO TORNEOS DEL VALLE');
    expect(kindTitle('EVENTO', 'evento')).toBe('EVENTO');
    expect(kindTitle('EVENTO', null)).toBe('EVENTO');
  });
});
