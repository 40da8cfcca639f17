import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { doyangBundleSchema, doyangCategoryRequisiteSchema, doyangCategorySchema } from '../schemas/doyangs.ts';
import { defineResource } from './types.ts';

/** A doyang category's screens reach its bundles and requisites: both are kept under the category's area. */
const CATEGORY_AREA = 'Categories de doyang';

export const doyangCategories = defineResource({
  name: 'doyang_categories',
  area: CATEGORY_AREA,
  // The doyang form picks its category.
  readAreas: [CATEGORY_AREA, 'Doyangs'],
  schema: doyangCategorySchema,
  orderable: ['name', 'inscription_price', 'monthly_fee_price', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Categorías de doyang' },
  labels: {
    name: 'Categoría de doyang |||| Categorías de doyang',
    list: 'CATEGORÍAS DE DOYANG',
    create: 'NUEVA CATEGORÍA DE DOYANG',
    edit: 'EDITAR CATEGORÍA DE DOYANG',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'inscription_price', label: 'Precio de inscripción', kind: 'number', list: true },
    { name: 'monthly_fee_price', label: 'Precio de mensualidad', kind: 'number', list: true },
  ],
  screens: 'custom',
});

export const doyangBundles = defineResource({
  name: 'doyang_bundles',
  area: CATEGORY_AREA,
  // The student form and the point of sale offer a category's bundles.
  readAreas: [CATEGORY_AREA, 'Doyang Alumnos', 'Alumnos', 'Ventas'],
  schema: doyangBundleSchema,
  filters: ['doyang_category_id'],
  relations: ['products'],
  orderable: ['created_at', 'name', 'price', 'id'],
  defaultOrder: ['created_at', 'desc'],
  perPage: PAGE_SIZES.default,
  labels: {
    name: 'Paquete |||| Paquetes',
    list: 'PAQUETES',
    create: 'NUEVO PAQUETE',
    edit: 'EDITAR PAQUETE',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'price', label: 'Precio', kind: 'number', list: true },
    { name: 'due_date', label: 'Fecha límite', kind: 'text' },
    { name: 'bundle_type', label: 'Tipo de paquete', kind: 'number' },
    { name: 'covers_inscription', label: 'Cubre la inscripción', kind: 'flag' },
    { name: 'monthly_payments', label: 'Mensualidades que cubre', kind: 'number' },
    { name: 'ancticipated_monthly_payments', label: 'Mensualidades anticipadas', kind: 'flag' },
    { name: 'for_everyone', label: 'Para todos', kind: 'flag' },
    { name: 'doyang_category_id', label: 'Categoría', kind: 'reference' },
    { name: 'created_at', label: 'Creado', kind: 'text' },
  ],
  screens: 'custom',
});

export const doyangCategoryRequisites = defineResource({
  name: 'doyang_category_requisites',
  area: CATEGORY_AREA,
  schema: doyangCategoryRequisiteSchema,
  filters: ['doyang_category_id'],
  relations: ['doyangs'],
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: {
    name: 'Requisito |||| Requisitos',
    list: 'REQUISITOS',
    create: 'NUEVO REQUISITO',
    edit: 'EDITAR REQUISITO',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
    deleted: MSG.deletedData,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'active', label: 'Activo', kind: 'flag' },
  ],
  screens: 'custom',
});
