import { MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { doneNote, failedNote } from './related-notice.ts';

describe('notes', () => {
  it("tells a fixed text or the answer's own, in the requested colour", () => {
    expect(doneNote({ done: MSG.deletedData, doneType: 'info' }, null)).toEqual({ text: MSG.deletedData, type: 'info' });
    const fromAnswer = { done: (a: unknown) => (a as { message?: string }).message || MSG.holidayAdded };
    expect(doneNote(fromAnswer, { message: 'Hecho' })).toEqual({ text: 'Hecho', type: 'success' });
    expect(doneNote(fromAnswer, {})).toEqual({ text: MSG.holidayAdded, type: 'success' });
    expect(doneNote(undefined, {})).toBeNull();
  });

  it("tells the panel's failure text, or the server's reason where the panel asks for it", () => {
    const refused = new HttpError('No es personal del doyang', 422, {});
    expect(failedNote({ failed: MSG.modifyError }, refused)).toEqual({ text: MSG.modifyError, type: 'error' });
    expect(failedNote({ failed: MSG.modifyError, serverText: true }, refused)?.text).toBe('No es personal del doyang');
    expect(failedNote({}, refused)).toBeNull();
  });
});
