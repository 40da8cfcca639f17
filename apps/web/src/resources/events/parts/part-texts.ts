import { MSG } from '@doyang/domain';

/** The spec's texts for child rows (spec 03 §8), the server's reason when a rule refuses. */
export const PART_TEXTS = {
  add: { done: MSG.createdAccent, failed: MSG.createError, serverText: true },
  update: { done: MSG.modifiedAccent, failed: MSG.modifyError, serverText: true },
  remove: { done: MSG.deletedData, doneType: 'info', failed: MSG.generic, serverText: true },
} as const;
