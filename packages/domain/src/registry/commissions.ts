import { z } from 'zod';
import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { upperName } from '../schemas/catalogues.ts';
import { doyangSurrogationAnswer, doyangSurrogationSchema } from '../schemas/commissions.ts';
import { multilevelDiscountTypeAnswer } from '../schemas/schools-answers.ts';
import { defineResource, labelled } from './types.ts';

/** TABLAS COMISIONES (spec 03 §2, §3, §7): the discount table types a product or an event's commission names. */
export const multilevelDiscountTypes = defineResource({
  name: 'multilevel_discount_types',
  answer: multilevelDiscountTypeAnswer,
  area: 'Tablas Comisiones',
  schema: z.object({ name: upperName() }),
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Tablas Comisiones' },
  labels: {
    name: 'Tabla de comisiones |||| Tablas de comisiones',
    list: 'TABLAS COMISIONES',
    create: 'NUEVA TABLA DE COMISIONES',
    edit: 'EDITAR TABLA DE COMISIONES',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [{ name: 'name', label: 'Nombre', kind: 'upper', list: true }],
  screens: 'generic',
});

/**
 * MULTINIVEL PROFESORES (spec 03 §2, §3, §7): the schemes a doyang and its staff are surrogated under, with the
 * percentage of each commission table and four tier lists (written by their own calls, modules/commissions). Read
 * also by the doyang, staff and student forms, which pick a scheme.
 */
export const doyangSurrogations = defineResource({
  name: 'doyang_surrogations',
  answer: doyangSurrogationAnswer,
  area: 'Multinivel Profesores',
  readAreas: ['Multinivel Profesores', 'Doyangs', 'Doyang Personal', 'Alumnos', 'Doyang Alumnos', 'Usuarios'],
  schema: doyangSurrogationSchema,
  relations: [
    'doyang_surrogation_exams',
    'doyang_surrogation_events',
    'doyang_surrogation_tournaments',
    'doyang_surrogation_bus',
  ],
  orderable: ['name', 'percentage', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Multinivel Profesores' },
  labels: {
    name: 'Esquema multinivel |||| Esquemas multinivel',
    list: 'MULTINIVEL PROFESORES',
    create: 'NUEVO ESQUEMA MULTINIVEL',
    edit: 'EDITAR ESQUEMA MULTINIVEL',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
  },
  fields: labelled({ name: 'Nombre', percentage: 'Porcentaje' }),
  screens: 'custom',
});
