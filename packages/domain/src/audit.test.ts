import { describe, expect, it } from 'vitest';
import { auditValueText, changedFields } from './audit.ts';
import { auditField, auditTableName } from './audit-fields.ts';
import { apiResourceOf } from './resource-names.ts';

describe('audit entries as the history shows them', () => {
  it('an edit shows what moved; a creation its values; a deletion what was lost', () => {
    expect(changedFields({ action: 'update', before: { name: 'A' }, after: { name: 'B' } })).toEqual([
      { field: 'name', before: 'A', after: 'B' },
    ]);
    expect(changedFields({ action: 'create', before: null, after: { id: 3, name: 'A', phone: null } })).toEqual([
      { field: 'name', before: null, after: 'A' },
    ]);
    expect(changedFields({ action: 'delete', before: { id: 3, name: 'A', phone: null }, after: null })).toEqual([
      { field: 'name', before: 'A', after: null },
    ]);
  });

  it('values read as a person reads them', () => {
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(true)).toBe('Sí');
    expect(auditValueText([1, 2])).toBe('[1,2]');
    expect(auditValueText('[oculto]')).toBe('[oculto]');
    expect(auditValueText('x'.repeat(300))).toHaveLength(120);
  });

  it('people screens read the history of users', () => {
    expect(apiResourceOf('students')).toBe('users');
    expect(apiResourceOf('degrees')).toBe('degrees');
  });

  it('tables, columns and values read in Spanish: names, other records by name, dates, money, flags', () => {
    expect(auditTableName('tournament_graph_decisions')).toBe('Decisión de gráfica');
    expect(auditTableName('exam_prospects', true)).toBe('Sustentantes de exámenes');
    expect(auditTableName('parent_events')).toBe('Evento padre');
    expect(auditField('tournament_graph_decisions', 'winner_id')).toEqual({
      label: 'Ganador',
      kind: 'reference',
      references: 'users',
    });
    expect(auditField('user_permissions', 'read').label).toBe('Consultar');
    const names = { 'users:88': 'ANA PÉREZ LÓPEZ', 'venues:1': 'GIMNASIO MUNICIPAL' };
    expect(auditValueText(88, { field: auditField('tournament_graph_decisions', 'winner_id'), names })).toBe('ANA PÉREZ LÓPEZ');
    expect(auditValueText(1, { field: auditField('events', 'venue_id'), names })).toBe('GIMNASIO MUNICIPAL');
    expect(auditValueText(5, { field: auditField('events', 'venue_id'), names })).toBe('#5');
    expect(auditValueText('2026-12-10', { field: auditField('events', 'date') })).toBe('10/12/2026');
    expect(auditValueText(1234, { field: auditField('events', 'price') })).toBe('$1,234.00 MXN');
    expect(auditValueText('18:30:00', { field: auditField('events', 'begins_at') })).toBe('18:30');
    expect(auditValueText(false, { field: auditField('tournament_prospects', 'pay_forms') })).toBe('No');
  });
});
