import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import type { PermissionArea } from '../permission-areas.ts';
import { otherExamRequisiteSchema, requirementSchema } from '../schemas/requirements.ts';
import { otherExamRequisiteAnswer, requirementAnswer } from '../schemas/requirements-answers.ts';
import { defineResource } from './types.ts';

/** The revision dialog and the exam screens read the requirements too: the API's readers are wider than the catalogue's area. */
const REQUIREMENT_READERS: readonly PermissionArea[] = [
  'Validación de examen',
  'Otros requisitos',
  'Doyang Grupos',
  'Asistencias',
  'Examen',
  'Doyang Examen',
];

export const requirements = defineResource({
  name: 'requirements',
  answer: requirementAnswer,
  area: 'Validación de examen',
  readAreas: REQUIREMENT_READERS,
  schema: requirementSchema,
  filters: ['min_grade_id', 'max_grade_id'],
  relations: ['products', 'other_exam_requisites', 'min_grade', 'max_grade'],
  orderable: ['name', 'id', 'min_grade_id'],
  defaultOrder: ['min_grade_id', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Validación de examen' },
  labels: {
    name: 'Requisito de examen |||| Requisitos de examen',
    list: 'REQUISITOS DE EXAMEN',
    create: 'NUEVO REQUISITO DE EXAMEN',
    edit: 'EDITAR REQUISITO DE EXAMEN',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'min_grade_id', label: 'Grado mínimo', kind: 'reference', list: true },
    { name: 'max_grade_id', label: 'Grado máximo', kind: 'reference', list: true },
    { name: 'min_age_years', label: 'Edad mínima (años)', kind: 'number' },
    { name: 'min_age_months', label: 'Edad mínima (meses)', kind: 'number' },
    { name: 'max_age_years', label: 'Edad máxima (años)', kind: 'number' },
    { name: 'max_age_months', label: 'Edad máxima (meses)', kind: 'number' },
    { name: 'max_age_days', label: 'Edad máxima (días)', kind: 'number' },
    { name: 'absences', label: 'Faltas permitidas', kind: 'number' },
    { name: 'partial', label: 'Parciales', kind: 'number' },
    { name: 'min_time_before_next_exam', label: 'Tiempo mínimo antes del siguiente examen (meses)', kind: 'number' },
    { name: 'min_points', label: 'Puntos ideales', kind: 'number' },
    { name: 'warning_points', label: 'Puntos de currícula oficial', kind: 'number' },
    { name: 'no_right_points', label: 'Puntos inaceptables', kind: 'number' },
    { name: 'products', label: 'Productos', kind: 'reference' },
    { name: 'other_exam_requisites', label: 'Otros requisitos', kind: 'reference' },
  ],
  screens: 'custom',
});

export const otherExamRequisites = defineResource({
  name: 'other_exam_requisites',
  answer: otherExamRequisiteAnswer,
  area: 'Otros requisitos',
  readAreas: REQUIREMENT_READERS,
  schema: otherExamRequisiteSchema,
  relations: ['requirements_count'],
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Otros requisitos' },
  labels: {
    name: 'Otro requisito |||| Otros requisitos',
    list: 'OTROS REQUISITOS DE EXAMEN',
    create: 'NUEVO REQUISITO',
    edit: 'EDITAR REQUISITO',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'requirements_count', label: 'Requisitos de examen que lo piden', kind: 'number', list: true },
  ],
  screens: 'custom',
});
