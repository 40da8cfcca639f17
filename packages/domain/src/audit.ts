/** What the audit trail records of a write (migration 0005), as the 'Historial' screens name it. */
export type AuditAction = 'create' | 'update' | 'delete';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = { create: 'Alta', update: 'Cambio', delete: 'Baja' };

export type AuditEntry = {
  action: AuditAction;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type FieldChange = { field: string; before: unknown; after: unknown };

/** The fields an entry shows, in the record's order: a creation its values, a deletion what was lost, an edit what moved. */
export function changedFields(entry: AuditEntry): FieldChange[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys
    .filter((k) => k !== 'id')
    .map((field) => ({ field, before: entry.before?.[field] ?? null, after: entry.after?.[field] ?? null }))
    .filter((c) => entry.action !== 'create' || c.after !== null)
    .filter((c) => entry.action !== 'delete' || c.before !== null);
}

/** Longer values are cut: the history says what changed, the record holds the whole of it. */
export const AUDIT_VALUE_MAX = 120;

/** A value as the history shows it: empty as '—', flags as Sí/No, lists and objects as compact text, long ones cut. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}
