import { errorText } from './error-text.ts';
import type { RelatedNotice } from './related-types.ts';

type Note = { text: string; type: 'success' | 'info' | 'error' };

/** What to tell the user after an action went through; nothing where the panel says nothing. */
export function doneNote(notice: RelatedNotice | undefined, answer: unknown): Note | null {
  const text = typeof notice?.done === 'function' ? notice.done(answer) : notice?.done;
  return text ? { text, type: notice?.doneType ?? 'success' } : null;
}

/** What to tell the user after an action failed: the panel's text, or the server's reason where it asks for it. */
export function failedNote(notice: RelatedNotice | undefined, error: unknown): Note | null {
  if (!notice?.failed) return null;
  return { text: notice.serverText ? errorText(error, notice.failed) : notice.failed, type: 'error' };
}
