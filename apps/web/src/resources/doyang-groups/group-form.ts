import { doyangGroupSchema, groupRuleErrors } from '@doyang/domain';

/**
 * The domain schema plus the cross-field rule the server checks (end after start), for the form. It runs
 * even while other fields are still invalid (`when`), so every message shows at once.
 */
export const groupFormSchema = doyangGroupSchema.superRefine(
  (group, ctx) => {
    if (!group || typeof group !== 'object') return;
    for (const [path, messages] of Object.entries(groupRuleErrors(group))) {
      ctx.addIssue({ code: 'custom', path: [path], message: messages[0] });
    }
  },
  { when: () => true },
);

export const NO_CLASS_DAYS = [false, false, false, false, false, false, false];
