import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { examBlockAnswer, examBlockSchema } from '../schemas/exam-blocks.ts';
import { defineResource } from './types.ts';

/** An exam's blocks (spec 03 §2 block table): written by 'Examen' holders, read on the prospects screen by its staff. */
export const examBlocks = defineResource({
  name: 'exam_blocks',
  answer: examBlockAnswer,
  area: 'Examen',
  readAreas: ['Examen', 'Doyang Examen'],
  schema: examBlockSchema,
  filters: ['exam_id'],
  orderable: ['order', 'id'],
  defaultOrder: ['order', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: {
    name: 'Bloque |||| Bloques',
    list: 'BLOQUES',
    create: 'NUEVO BLOQUE',
    edit: 'EDITAR BLOQUE',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [
    { name: 'name', label: 'Bloque', kind: 'upper' },
    { name: 'duration_min', label: 'Duración (min)', kind: 'number' },
    { name: 'max_quantity', label: 'Alumnos por bloque', kind: 'number' },
    { name: 'start_degree_id', label: 'Grado inicial', kind: 'reference' },
    { name: 'end_degree_id', label: 'Grado final', kind: 'reference' },
    { name: 'start_age', label: 'Edad mínima', kind: 'number' },
    { name: 'end_age', label: 'Edad máxima', kind: 'number' },
  ],
  // Drawn by the prospects screen's block table, not a screen of its own.
  screens: 'data',
});
