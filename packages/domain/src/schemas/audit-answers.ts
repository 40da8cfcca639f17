import { z } from 'zod';
import type { AuditAction } from '../audit.ts';
import { paged } from './answers.ts';

// The audit trail as GET /api/audit_logs answers it (the trigger of migration 0005 writes it).

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Any JSON value; named, as a recursive schema must be for /api/docs to reference it. */
export const jsonValue: z.ZodType<JsonValue> = z
  .lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(jsonValue), z.record(z.string(), jsonValue)]))
  .meta({ id: 'JsonValue' });

/** A record as the trail kept it: any table's row, so any JSON value per column. */
const snapshot = z.record(z.string(), jsonValue).nullable();

export const auditRecordAnswer = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  impersonator_id: z.number().nullable(),
  resource: z.string(),
  record_id: z.number().nullable(),
  action: z.enum(['create', 'update', 'delete'] satisfies AuditAction[]),
  before: snapshot,
  after: snapshot,
  user_name: z.string().nullable(),
  impersonator_name: z.string().nullable(),
  /** The names of the records the entry points at, by 'table:id' (its own, and every id its columns hold). */
  names: z.record(z.string(), z.string()),
});
export type AuditRecordAnswer = z.infer<typeof auditRecordAnswer>;

/** GET /api/audit_logs: always a page, newest first. */
export const auditLogAnswer = paged(auditRecordAnswer);

/** GET /api/audit_logs/resources: the tables that have history. */
export const auditResourcesAnswer = z.array(z.string());
