import { describe, expect, it } from 'vitest';
import { eventLight } from './event-light.ts';

const base = { inscribed: true, paid_whole: false, installments_paid: 0, installments: 1, degree_allowed: true };

describe('the event and tournament light', () => {
  it('is green when inscribed and paid whole or in every installment', () => {
    expect(eventLight('event', { ...base, paid_whole: true })).toEqual({
      colour: 'verde',
      reasons: [{ colour: 'verde', text: 'Inscrito y pagado' }],
    });
    expect(eventLight('event', { ...base, installments: 3, installments_paid: 3 }).colour).toBe('verde');
  });
  it('is yellow when inscribed with something still due', () => {
    expect(eventLight('event', base).reasons[0]).toEqual({ colour: 'amarillo', text: 'Inscrito sin pago' });
    expect(eventLight('tournament', { ...base, installments: 3, installments_paid: 1 }).reasons[0].text).toBe(
      'Inscrito con adeudo: 1 de 3 parcialidades pagadas',
    );
  });
  it('is red when not inscribed, black when the degree cannot take part (inscription wins)', () => {
    expect(eventLight('event', { ...base, inscribed: false }).reasons[0]).toEqual({ colour: 'rojo', text: 'No inscrito' });
    expect(eventLight('tournament', { ...base, inscribed: false, degree_allowed: false }).reasons[0]).toEqual({
      colour: 'negro',
      text: 'Su grado no participa en el torneo',
    });
    expect(eventLight('event', { ...base, paid_whole: true, degree_allowed: false }).colour).toBe('verde');
  });
});
