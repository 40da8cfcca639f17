/** 'n thing' with the singular for one (spec 02 §8's texts: '1 hecha', '3 hechas'). */
export const countOf = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/** A doyang card's bimonthly duties (spec 01 §2): 'Tareas: 1 hecha · 3 pendientes'. */
export const dutiesSummary = (done: number, pending: number): string =>
  `Tareas: ${countOf(done, 'hecha', 'hechas')} · ${countOf(pending, 'pendiente', 'pendientes')}`;

const trimStop = (text: string) => text.trim().replace(/[.:;,\s]+$/u, '');

/** A text ending in exactly one period, whatever the name or reason inside it already ended with. */
export const sentence = (text: string): string => {
  const body = trimStop(text);
  return /[.!?¡¿»)]$/u.test(body) ? body : `${body}.`;
};

/** 'What failed: why.', with no doubled stop between or after ('…registro.: Solo…' was one). */
export const withReason = (text: string, reason?: string | null): string =>
  reason?.trim() ? `${trimStop(text)}: ${sentence(reason)}` : text;
