import type { HolidayBody, HolidayListItemAnswer } from '@doyang/domain';
import { resourceClient } from '../../providers/api-client.ts';

/** Network-wide holidays: plain REST on /api/holidays; POST and DELETE answer `{message, data}` (HolidayWrittenAnswer). */
export const holidaysApi = resourceClient<HolidayListItemAnswer, HolidayBody>('holidays');
