import { describe, expect, it } from 'vitest';
import { auditValueText, changedFields } from './audit.ts';
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
});
