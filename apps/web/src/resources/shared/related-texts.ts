import { MSG } from '@doyang/domain';
import type { RelatedTexts } from './related-types.ts';

/**
 * A doyang's staff and a group's kyosas are changes of their parent record, told as such. `serverText`: a
 * refusal shows the server's reason (a group's kyosa rules), else the plain error text.
 */
export const parentChangeTexts = (serverText = false): RelatedTexts => {
  const notice = { done: MSG.modifiedAccent, failed: MSG.modifyError, serverText };
  return { add: notice, update: notice, remove: notice };
};
