import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { eventComissionSchema, eventGroupSchema, examConditionSchema, examGroupSchema } from '../schemas/event-parts.ts';
import {
  eventComissionAnswer,
  eventGroupAnswer,
  eventResultAnswer,
  examConditionAnswer,
  examGroupAnswer,
  examResultAnswer,
} from '../schemas/events-answers.ts';
import { defineResource, labelled } from './types.ts';

// What an exam or event carries (spec 03 §3, §7): groups, exam conditions, commission tiers and the fixed result
// catalogues. Each is edited in a section of the exam's or event's form, so none has a screen of its own.

const GROUP_FIELDS = labelled({ name: 'Grupo', begins_at: 'Hora de inicio', ends_at: 'Hora de término' });
const savedTexts = { created: MSG.createdAccent, updated: MSG.modifiedAccent, deleted: MSG.deletedData };

export const examGroups = defineResource({
  name: 'exam_groups',
  area: 'Examen',
  readAreas: ['Examen', 'Doyang Examen'],
  schema: examGroupSchema,
  answer: examGroupAnswer,
  filters: ['exam_id'],
  orderable: ['begins_at', 'name', 'id'],
  defaultOrder: ['begins_at', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Grupo del examen |||| Grupos del examen', ...savedTexts },
  fields: GROUP_FIELDS,
  screens: 'data',
});

export const eventGroups = defineResource({
  name: 'event_groups',
  area: 'Eventos',
  readAreas: ['Eventos', 'Doyang Eventos'],
  schema: eventGroupSchema,
  answer: eventGroupAnswer,
  filters: ['event_id'],
  orderable: ['begins_at', 'name', 'id'],
  defaultOrder: ['begins_at', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Grupo del evento |||| Grupos del evento', ...savedTexts },
  fields: GROUP_FIELDS,
  screens: 'data',
});

export const examConditions = defineResource({
  name: 'exam_conditions',
  area: 'Examen',
  readAreas: ['Examen', 'Doyang Examen'],
  schema: examConditionSchema,
  answer: examConditionAnswer,
  filters: ['exam_id'],
  orderable: ['name', 'id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Condición del examen |||| Condiciones del examen', ...savedTexts },
  fields: labelled({ name: 'Condición', description: 'Descripción' }),
  screens: 'data',
});

/** Written by whoever edits the exam ('Examen') or the event ('Eventos') it belongs to; the server checks which. */
export const eventComissions = defineResource({
  name: 'event_comissions',
  area: ['Examen', 'Eventos'],
  schema: eventComissionSchema,
  answer: eventComissionAnswer,
  filters: ['exam_id', 'event_id', 'doyang_surrogation_id'],
  relations: ['doyang_surrogation'],
  orderable: ['min_participants', 'id'],
  defaultOrder: ['min_participants', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Comisión |||| Comisiones', ...savedTexts },
  fields: labelled({
    doyang_surrogation_id: 'Multinivel',
    min_participants: 'Mínimo de participantes',
    max_participants: 'Máximo de participantes',
    percentage: 'Porcentaje',
  }),
  screens: 'data',
});

/** The exam scale of spec 03 §9 (1–11) and 'No asistió' (12): fixed rows the rules name, read by the result dialog. */
export const examResults = defineResource({
  name: 'exam_results',
  answer: examResultAnswer,
  area: 'Examen',
  readAreas: ['Examen', 'Doyang Examen'],
  orderable: ['id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Resultado de examen |||| Resultados de examen' },
  fields: labelled({ name: 'Resultado' }),
  screens: 'data',
});

/** An event's outcomes (1–4 placements, 5 took part, 6 did not attend): fixed rows the points rule names. */
export const eventResults = defineResource({
  name: 'event_results',
  answer: eventResultAnswer,
  area: 'Eventos',
  readAreas: ['Eventos', 'Doyang Eventos'],
  orderable: ['id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Resultado de evento |||| Resultados de evento' },
  fields: labelled({ name: 'Resultado' }),
  screens: 'data',
});
