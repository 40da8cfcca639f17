import { describe, expect, it } from 'vitest';
import { countOf, dutiesSummary, sentence, withReason } from './texts.ts';

describe('counted texts', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'año', 'años')).toBe('1 año');
    expect(countOf(0, 'año', 'años')).toBe('0 años');
    expect(countOf(2, 'año', 'años')).toBe('2 años');
    expect(dutiesSummary(1, 1)).toBe('Tareas: 1 hecha · 1 pendiente');
    expect(dutiesSummary(0, 3)).toBe('Tareas: 0 hechas · 3 pendientes');
  });

  it('never doubles a stop between a text and its reason, or after a name', () => {
    expect(withReason('No se pudo guardar «Parciales».', 'Escribe un número entero entre 0 y 9.')).toBe(
      'No se pudo guardar «Parciales»: Escribe un número entero entre 0 y 9.',
    );
    expect(withReason('Hubo un error al modificar tu registro', 'Solo la dirección general')).toBe(
      'Hubo un error al modificar tu registro: Solo la dirección general.',
    );
    expect(withReason('No se pudo guardar.', '')).toBe('No se pudo guardar.');
    expect(sentence('Día de la Revolución.')).toBe('Día de la Revolución.');
    expect(sentence('Junta: JUNTA DE PADRES')).toBe('Junta: JUNTA DE PADRES.');
    expect(sentence('¡Listo!')).toBe('¡Listo!');
  });
});
