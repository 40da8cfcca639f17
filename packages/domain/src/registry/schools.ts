import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { doyangBundleSchema, doyangCategoryRequisiteSchema, doyangCategorySchema, doyangSchema } from '../schemas/doyangs.ts';
import {
  doyangBundleAnswer,
  doyangCategoryAnswer,
  doyangCategoryRequisiteAnswer,
  doyangTypeAnswer,
} from '../schemas/schools-answers.ts';
import { defineResource, labelled } from './types.ts';

/** A doyang category's screens reach its bundles and requisites: both are kept under the category's area. */
const CATEGORY_AREA = 'Categories de doyang';

export const doyangCategories = defineResource({
  name: 'doyang_categories',
  answer: doyangCategoryAnswer,
  area: CATEGORY_AREA,
  // The doyang form picks its category.
  readAreas: [CATEGORY_AREA, 'Doyangs'],
  schema: doyangCategorySchema,
  // Spec 02 §7 'Doyang category … show (with bundles)'.
  relations: ['bundles'],
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
  answer: doyangBundleAnswer,
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
    { name: 'covers_monthly_payments_qty', label: 'Mensualidades que cubre', kind: 'number' },
    { name: 'covers_insurance', label: 'Cubre el seguro', kind: 'flag' },
    { name: 'ancticipated_monthly_payments', label: 'Mensualidades anticipadas', kind: 'flag' },
    { name: 'for_everyone', label: 'Para todos', kind: 'flag' },
    { name: 'doyang_category_id', label: 'Categoría', kind: 'reference' },
    { name: 'created_at', label: 'Creado', kind: 'text' },
  ],
  screens: 'custom',
});

export const doyangCategoryRequisites = defineResource({
  name: 'doyang_category_requisites',
  answer: doyangCategoryRequisiteAnswer,
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
  // Edited in the category's panel: no screen of its own.
  screens: 'data',
});

/** Doyang or club (spec 02 §7 'Doyang type index'): fixed rows the doyang form and list pick from; read-only. */
export const doyangTypes = defineResource({
  name: 'doyang_types',
  answer: doyangTypeAnswer,
  area: 'Doyangs',
  orderable: ['name', 'id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Tipo de doyang |||| Tipos de doyang' },
  fields: [{ name: 'name', label: 'Nombre' }],
  screens: 'data',
});

/**
 * DoyangIndex and the doyang form. Every login reads the list for Home's cards (details trimmed per viewer,
 * visibility.ts); the screen opens with 'Doyangs', and a doyang's staff manage its personal (doyangs.routes.ts).
 */
export const doyangs = defineResource({
  name: 'doyangs',
  area: 'Doyangs',
  schema: doyangSchema,
  filters: ['front_page', 'active', 'name', 'doyang_type_id', 'doyang_category_id'],
  relations: ['responsible', 'personal', 'category'],
  orderable: ['name', 'opening_date', 'students_count', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Doyangs' },
  labels: { name: 'Doyang |||| Doyangs', list: 'DOYANGS', created: MSG.createdAccent, updated: MSG.modifiedAccent },
  fields: labelled({
    name: 'Nombre',
    doyang_type_id: 'Tipo',
    doyang_category_id: 'Categoría',
    city_id: 'Localidad',
    opening_date: 'Fecha de apertura',
    active: 'Activo',
    is_independent_for_comissions: 'Independiente para comisiones',
    address: 'Dirección',
    neighborhood: 'Colonia',
    city: 'Ciudad',
    cellphone: 'Celular',
    phone1: 'Teléfono fijo',
    phone2: 'Teléfono 2',
    responsible_can_scholarship: 'El responsable puede becar',
    can_sell_gp: 'Puede vender GP',
    can_sell_gp_tmp: 'Puede vender GP (temporal)',
    monthly_fee: 'Mensualidad',
    inscription_fee: 'Inscripción',
    user_responsible_id: 'Responsable',
    user_certifier_id: 'Certificador',
    doyang_surrogation_id: 'Esquema multinivel',
    surrogated_to_doyang_id: 'Subrogado al doyang',
    bimester_inscriptions_goal: 'Meta de inscripciones del bimestre',
    'responsible.cellphone': 'Celular del profesor',
  }),
  screens: 'custom',
});

// The multilevel schemes (Multinivel Profesores) are declared with the commission tables (registry/commissions.ts).

// Products are declared with the stock (registry/stock.ts).
