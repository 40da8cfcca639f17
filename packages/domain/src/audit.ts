import { type AuditField, auditNameKey } from './audit-fields.ts';

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

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const stamps = new Map<string, Intl.DateTimeFormat>();
const stampOf = (timeZone: string) => {
  let stamp = stamps.get(timeZone);
  if (!stamp) {
    stamp = new Intl.DateTimeFormat('es-MX', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    stamps.set(timeZone, stamp);
  }
  return stamp;
};

/** An instant on the product's clock (APP_TIMEZONE), as a Mexican reads it: DD/MM/YYYY, HH:MM. */
export const auditInstantText = (at: string, timeZone: string): string => stampOf(timeZone).format(new Date(at));

/** How to read one value: its column (audit-fields.ts), the names of the records the entry points at, the clock. */
export type AuditValueContext = { field?: AuditField; names?: Record<string, string>; timeZone?: string };

/**
 * A value as the history shows it: empty as '—', flags as Sí/No, another record by its name, dates DD/MM/YYYY,
 * money as '$1,234.00 MXN', lists and objects as compact text, long ones cut.
 */
export function auditValueText(value: unknown, context: AuditValueContext = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  const { field, names, timeZone = 'America/Mexico_City' } = context;
  if (field?.kind === 'reference' && field.references && (typeof value === 'number' || typeof value === 'string'))
    return names?.[auditNameKey(field.references, value)] ?? `#${value}`;
  if (field?.kind === 'date' && typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  if (field?.kind === 'datetime' && typeof value === 'string' && !Number.isNaN(Date.parse(value)))
    return auditInstantText(value, timeZone);
  if (field?.kind === 'time' && typeof value === 'string') return value.slice(0, 5);
  if (field?.kind === 'money' && Number.isFinite(Number(value))) return `${pesos.format(Number(value))} MXN`;
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > AUDIT_VALUE_MAX ? `${text.slice(0, AUDIT_VALUE_MAX - 1)}…` : text;
}
