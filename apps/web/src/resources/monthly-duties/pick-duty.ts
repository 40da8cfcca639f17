import { monthlyDutySchema } from '@doyang/domain';
import { zodPick } from '../shared/zod-validate.ts';

/** Send only the duty's fields, never its done lists or relations back. */
export const pickDuty = zodPick(monthlyDutySchema);
