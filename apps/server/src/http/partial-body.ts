/**
 * Only the keys the client sent: zod fills `.default()`s even inside `.partial()`, and an edit must not reset
 * the fields it did not touch. The one helper every partial update uses.
 */
export function onlySent<T extends Record<string, unknown>>(parsed: T, raw: unknown): Partial<T> {
  const sent = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  return Object.fromEntries(Object.entries(parsed).filter(([k]) => k in sent)) as Partial<T>;
}
