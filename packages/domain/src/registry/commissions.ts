import { z } from 'zod';
import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { upperName } from '../schemas/catalogues.ts';
import { multilevelDiscountTypeAnswer } from '../schemas/schools-answers.ts';
import { defineResource } from './types.ts';

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
