/** The SQLSTATE of a PostgreSQL error, as pg and PGlite carry it (on the error or, through Drizzle, its cause). */
export const pgCodeOf = (error: unknown): string | undefined => {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof e?.cause?.code === 'string' ? e.cause.code : typeof e?.code === 'string' ? e.code : undefined;
  return code && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
};

/** SQLSTATEs of a transaction that lost to another one (serialization failure, deadlock): it changed nothing. */
const LOST_TO_ANOTHER = new Set(['40001', '40P01']);

export const lostToAnother = (error: unknown): boolean => LOST_TO_ANOTHER.has(pgCodeOf(error) ?? '');

/** Raised by migration 0019's seat trigger: a seat added to or moved in a bracket that already has decisions. */
export const SEAT_IN_DECIDED_BRACKET = 'TG001';

/** Raised by migration 0022's guard: a money or stock record edited or deleted (they are append-only). */
export const MONEY_RECORD_KEPT = 'MR001';
