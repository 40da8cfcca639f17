import type { HolidayBody } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';
import type { Holiday } from './configuration-types.ts';

/** Network-wide holidays: plain REST on /api/holidays; POST and DELETE answer `{message, data}` (HolidayAnswer). */
export const holidaysApi = resourceClient<Holiday, HolidayBody>('holidays');
