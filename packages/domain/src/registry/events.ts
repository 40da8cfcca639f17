import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { EVENT_POINT_FIELDS, eventSchema, examSchema, parentEventSchema } from '../schemas/events.ts';
import { eventAnswer, examAnswer, parentEventAnswer } from '../schemas/events-answers.ts';
import { defineResource, labelled } from './types.ts';

/** Eventos Padre (spec 03 §2): name and description; the Taekwondo menu shows it with 'Torneos' update (spec 01 §6). */
export const parentEvents = defineResource({
  name: 'parent-events',
  area: 'Torneos',
  // The event, exam and tournament forms pick a parent event.
  readAreas: ['Torneos', 'Eventos', 'Examen', 'Doyang Eventos', 'Doyang Examen', 'Doyang Torneos'],
  schema: parentEventSchema,
  answer: parentEventAnswer,
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'taekwondo', label: 'Eventos Padre', action: 'update' },
  labels: {
    name: 'Evento padre |||| Eventos padre',
    list: 'EVENTOS PADRE',
    create: 'NUEVO EVENTO PADRE',
    edit: 'EDITAR EVENTO PADRE',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'description', label: 'Descripción', kind: 'text', list: true },
  ],
  screens: 'generic',
});

const POINT_LABELS: Record<(typeof EVENT_POINT_FIELDS)[number], string> = {
  general: 'Puntos generales',
  colaborated: 'Colaboró (alumno)',
  colaborated_mother: 'Colaboró (mamá)',
  colaborated_father: 'Colaboró (papá)',
  first_no_contest: 'Primer lugar sin competir',
  first: 'Primer lugar',
  second: 'Segundo lugar',
  third: 'Tercer lugar',
  participated: 'Participó / eliminado',
};

/** Every field of the event and exam forms (spec 03 §3), with its Spanish label. */
export const EVENT_FIELD_LABELS: Record<string, string> = {
  name: 'Nombre',
  number: 'Número de examen',
  parent_event_id: 'Evento padre',
  venue_id: 'Sede',
  date: 'Fecha',
  end_date: 'Fecha de término',
  begins_at: 'Hora de inicio',
  ends_at: 'Hora de término',
  sinodal_id: 'Sinodal',
  extra_sinodals: 'Sinodales adicionales',
  degrees_allowed: 'Grados permitidos',
  active: 'Activo',
  is_meeting: 'Es junta',
  is_general_meeting: 'Es junta general',
  is_seminar: 'Es seminario',
  is_black_belt: 'Examen de cinta negra',
  show_table_in_dashboard: 'Mostrar tabla en el tablero',
  is_local: 'Es local',
  unique_assistance: 'Asistencia única',
  multilevel_discount_type_id: 'Tabla de comisiones',
  base_comission_price: 'Precio base de comisión',
  comision_for_profesor: 'Comisión para el profesor',
  price: 'Precio',
  price_amount_two_modalities: 'Precio dos modalidades',
  price_companion: 'Precio acompañante',
  early_payment_amount: 'Pronto pago',
  early_payment_amount_two_modalities: 'Pronto pago dos modalidades',
  early_payment_amount_companion: 'Pronto pago acompañante',
  early_payment_student_due_date: 'Límite de pronto pago (alumno)',
  early_payment_professor_due_date: 'Límite de pronto pago (profesor)',
  payment_student_due_date: 'Límite de pago (alumno)',
  payment_professor_due_date: 'Límite de pago (profesor)',
  number_of_patialities: 'Número de parcialidades',
  general_points: 'Puntos generales del evento',
  prepay_discount_meeting: 'Descuento por pago anticipado (junta)',
  prepay_discount_revision: 'Descuento por pago anticipado (revisión)',
  exam_to_discount_id: 'Examen a descontar',
  ...Object.fromEntries(
    (['local', 'foreign'] as const).flatMap((where) =>
      EVENT_POINT_FIELDS.map((f) => [`${where}_${f}_points`, `${POINT_LABELS[f]} (${where === 'local' ? 'local' : 'foráneo'})`]),
    ),
  ),
};

export const EVENT_LIST = {
  // Home lists the upcoming events and the next exam for everyone (spec 01 §2).
  anyLoginReads: true,
  filters: ['active', 'parent_event_id', 'is_meeting'],
  relations: ['sinodal', 'venue', 'parent_event', 'extra_sinodals', 'degrees_allowed', 'degreesAllowed'],
  orderable: ['date', 'name', 'id'],
  defaultOrder: ['date', 'desc'],
  perPage: PAGE_SIZES.default,
  fields: labelled(EVENT_FIELD_LABELS),
  screens: 'custom',
} as const;

/** EVENTOS (spec 03 §2): list, form and prospects; 'Doyang Eventos' staff reach them from 'Mi Doyang'. */
export const events = defineResource({
  ...EVENT_LIST,
  name: 'events',
  area: 'Eventos',
  schema: eventSchema,
  answer: eventAnswer,
  menu: [
    { section: 'taekwondo', label: 'Eventos' },
    { section: 'doyang', label: 'Eventos', area: 'Doyang Eventos' },
  ],
  labels: {
    name: 'Evento |||| Eventos',
    list: 'EVENTOS',
    create: 'NUEVO EVENTO',
    edit: 'EDITAR EVENTO',
    created: MSG.eventSaved,
  },
});

/** EXAMENES (spec 03 §2): list, form, prospects and blocks; 'Doyang Examen' staff reach them from 'Mi Doyang'. */
export const exams = defineResource({
  ...EVENT_LIST,
  name: 'exams',
  area: 'Examen',
  schema: examSchema,
  answer: examAnswer,
  relations: [...EVENT_LIST.relations, 'blocks'],
  menu: [
    { section: 'taekwondo', label: 'Examen' },
    { section: 'doyang', label: 'Exámenes', area: 'Doyang Examen' },
  ],
  labels: {
    name: 'Examen |||| Exámenes',
    list: 'EXAMENES',
    create: 'NUEVO EXAMEN',
    edit: 'EDITAR EXAMEN',
    created: MSG.eventSaved,
  },
});
