import { z } from 'zod';
import { READINESS_COLOURS, type ReadinessColour } from '../exam-readiness.ts';

// What the exam traffic light (semáforo, spec 01 §7 traffic_light) answers: a page of students with their colour.

/** One student's light for the exam: who, where, degree, age at the exam, colour and every reason, worst first. */
export const trafficLightRowAnswer = z.object({
  id: z.number(),
  name: z.string(),
  last_name: z.string(),
  second_last_name: z.string().nullable(),
  full_name: z.string(),
  doyang_id: z.number(),
  doyang_name: z.string(),
  degree_name: z.string().nullable(),
  age: z.number().nullable(),
  colour: z.enum(READINESS_COLOURS),
  reasons: z.array(z.string()),
  /** When the snapshot row was computed. */
  computed_at: z.string(),
});
export type TrafficLightRowAnswer = z.infer<typeof trafficLightRowAnswer>;

/** GET /api/doyangs/{id}/traffic_light_rows: the exam, the count of every colour, and a page of one colour or all. */
export const trafficLightPageAnswer = z.object({
  exam: z.object({ id: z.number(), name: z.string(), date: z.string(), parsed_date: z.string() }),
  counts: z.object(Object.fromEntries(READINESS_COLOURS.map((c) => [c, z.number()])) as Record<ReadinessColour, z.ZodNumber>),
  computed_at: z.string().nullable(),
  data: z.array(trafficLightRowAnswer),
  total: z.number(),
  per_page: z.number(),
  current_page: z.number(),
  last_page: z.number(),
});
export type TrafficLightPageAnswer = z.infer<typeof trafficLightPageAnswer>;
