import { z } from 'zod';
import { related } from './answers.ts';
import { namedAnswer } from './users-answers.ts';

// What the catalogues of Catálogos answer (spec 02 §2, §7): each record as stored, venues with their places.

const optionalText = z.string().nullable();
const optionalId = z.number().nullable();

export const degreeAnswer = z
  .object({
    id: z.number(),
    order: z.number(),
    name: z.string(),
    belt_group: optionalText,
    has_partials: z.boolean(),
    partials_to_next_degree: optionalId,
  })
  .meta({ id: 'Degree' });
export type DegreeAnswer = z.infer<typeof degreeAnswer>;

export const honorificTitleAnswer = namedAnswer.extend({ description: z.string() }).meta({ id: 'HonorificTitle' });
export type HonorificTitleAnswer = z.infer<typeof honorificTitleAnswer>;
export const cityAnswer = namedAnswer.meta({ id: 'City' });
export const stateAnswer = namedAnswer.meta({ id: 'State' });
export const municipalityAnswer = namedAnswer.extend({ state_id: z.number() }).meta({ id: 'Municipality' });

export const venueAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    state_id: optionalId,
    municipality_id: optionalId,
    city_id: optionalId,
    contact_name: optionalText,
    phone: optionalText,
    state: related(namedAnswer),
    municipality: related(namedAnswer),
    city: related(namedAnswer),
  })
  .meta({ id: 'Venue' });
export type VenueAnswer = z.infer<typeof venueAnswer>;
