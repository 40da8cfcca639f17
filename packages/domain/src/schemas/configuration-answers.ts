import { z } from 'zod';
import { messageWith } from './answers.ts';
import { holidayAnswer } from './attendance-answers.ts';
import { namedAnswer } from './users-answers.ts';

// The settings the screens read (spec 01 §3): configuration values, bimesters, holidays and the server's clock.

/** One setting by its spec id (1–41); values are text. */
export const configurationRowAnswer = z.object({ id: z.number(), name: z.string(), value: z.string().nullable() });
export type ConfigurationRowAnswer = z.infer<typeof configurationRowAnswer>;

/** GET /api/configuration: every setting, by id. */
export const configurationAnswer = z.array(configurationRowAnswer);

/** PUT /api/configuration/{id}: the row, with the bimester's banner when the start or end (1, 2) moved. */
export const configurationSavedAnswer = configurationRowAnswer.extend({ message: z.string().optional() });
export type ConfigurationSavedAnswer = z.infer<typeof configurationSavedAnswer>;

export const bimesterAnswer = z.object({ id: z.number(), start_date: z.string(), end_date: z.string() });
export type BimesterAnswer = z.infer<typeof bimesterAnswer>;

/** GET /api/bimesters: newest first. */
export const bimestersAnswer = z.array(bimesterAnswer);

/** POST /api/bimesters: 'Bimestre agregado', the new bimester and the settings 1 and 2 it moved. */
export const bimesterAddedAnswer = messageWith(bimesterAnswer).extend({ configuration: z.array(configurationRowAnswer) });
export type BimesterAddedAnswer = z.infer<typeof bimesterAddedAnswer>;

/** GET /api/holidays: each with its group (none for a general holiday). */
export const holidayListItemAnswer = holidayAnswer.extend({
  doyang_group: namedAnswer.extend({ doyang_id: z.number() }).nullable(),
});
export type HolidayListItemAnswer = z.infer<typeof holidayListItemAnswer>;

export const holidaysAnswer = z.array(holidayListItemAnswer);

/** POST and DELETE /api/holidays: the banner and the holiday written. */
export const holidayWrittenAnswer = messageWith(holidayAnswer);
export type HolidayWrittenAnswer = z.infer<typeof holidayWrittenAnswer>;

/** GET /api/time: the server's instant, the product's calendar day and its zone (APP_TIMEZONE). */
export const serverTimeAnswer = z.object({ now: z.string(), today: z.string(), time_zone: z.string() });
export type ServerTimeAnswer = z.infer<typeof serverTimeAnswer>;
