import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import {
  poomseSchema,
  tournamentAgeCategorySchema,
  tournamentAgeGroupSchema,
  tournamentAreaSchema,
  tournamentCategorySchema,
  tournamentDegreeCategorySchema,
  tournamentGroupSchema,
  tournamentSchema,
  tournamentWeightCategorySchema,
} from '../schemas/tournaments.ts';
import {
  poomseAnswer,
  tournamentAgeCategoryAnswer,
  tournamentAgeGroupAnswer,
  tournamentAnswer,
  tournamentAreaAnswer,
  tournamentCategoryAnswer,
  tournamentDegreeCategoryAnswer,
  tournamentGroupAnswer,
  tournamentResultAnswer,
  tournamentWeightCategoryAnswer,
} from '../schemas/tournaments-answers.ts';
import { EVENT_FIELD_LABELS, EVENT_LIST } from './events.ts';
import { defineResource, labelled } from './types.ts';

// TORNEOS (spec 03 §2–§9): the tournament and what it carries. The parts are edited in sections of the tournament's
// form or the configuration screen, so most have no screen of their own.

const TOURNAMENT_READERS = ['Torneos', 'Doyang Torneos'] as const;
const savedTexts = { created: MSG.createdAccent, updated: MSG.modifiedAccent, deleted: MSG.deletedData };

export const TOURNAMENT_FIELD_LABELS: Record<string, string> = {
  ...EVENT_FIELD_LABELS,
  has_combat: 'Combate',
  has_forms: 'Formas',
  has_techniques: 'Técnicas',
  has_jumping_kicks: 'Idan chaguis',
  has_boards: 'Rompimientos',
  has_kicking_speed: 'Velocidad de pateo',
  graph_creation_date: 'Fecha de creación de gráficas',
  optional_discount_percentage: 'Descuento opcional (%)',
  is_live_public: 'Vista en vivo pública (sin iniciar sesión)',
  price_amount_two_modalities: 'Precio dos modalidades',
  early_payment_amount_two_modalities: 'Pronto pago dos modalidades',
};

/** TORNEOS: list, form, prospects (and, with issue 13, brackets); 'Doyang Torneos' staff reach them from 'Mi Doyang'. */
export const tournaments = defineResource({
  ...EVENT_LIST,
  name: 'tournaments',
  answer: tournamentAnswer,
  area: 'Torneos',
  schema: tournamentSchema,
  relations: [...EVENT_LIST.relations, 'tournament_areas'],
  fields: labelled(TOURNAMENT_FIELD_LABELS),
  menu: [
    { section: 'taekwondo', label: 'Torneos' },
    { section: 'doyang', label: 'Torneos', area: 'Doyang Torneos' },
  ],
  labels: {
    name: 'Torneo |||| Torneos',
    list: 'TORNEOS',
    create: 'NUEVO TORNEO',
    edit: 'EDITAR TORNEO',
    created: MSG.eventSaved,
  },
});

export const tournamentAreas = defineResource({
  name: 'tournament_areas',
  answer: tournamentAreaAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  schema: tournamentAreaSchema,
  filters: ['tournament_id'],
  relations: ['area_responsible'],
  orderable: ['area_number', 'id'],
  defaultOrder: ['area_number', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Área |||| Áreas', ...savedTexts },
  fields: labelled({ area_number: 'Área', area_responsible_id: 'Responsable de área' }),
  screens: 'data',
});

/** Categorías de torneos: a tournament's categories, and who fits none or several of them (issue 12). */
export const tournamentCategories = defineResource({
  name: 'tournament_categories',
  answer: tournamentCategoryAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  schema: tournamentCategorySchema,
  filters: ['tournament_id', 'competition_type_id', 'is_exhibition', 'table_name'],
  relations: ['min_degree', 'max_degree'],
  orderable: ['name', 'min_age_years', 'min_weight_kg', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'taekwondo', label: 'Categorías de torneos', action: 'update' },
  labels: {
    name: 'Categoría de torneo |||| Categorías de torneos',
    list: 'CATEGORÍAS DE TORNEOS',
    create: 'NUEVA CATEGORÍA DE TORNEO',
    edit: 'EDITAR CATEGORÍA DE TORNEO',
    ...savedTexts,
  },
  fields: labelled({
    tournament_id: 'Torneo',
    competition_type_id: 'Competencia',
    name: 'Nombre',
    min_degree_id: 'Grado mínimo',
    max_degree_id: 'Grado máximo',
    min_age_years: 'Edad mínima',
    max_age_years: 'Edad máxima',
    min_weight_kg: 'Peso mínimo (kg)',
    max_weight_kg: 'Peso máximo (kg)',
    is_male: 'Sexo',
    table_name: 'Área',
    is_exhibition: 'Exhibición',
  }),
  screens: 'custom',
});

/** Age groups (INFANTIL, JUVENIL, ADULTOS…), on the configuration screen; every tournament and poomse uses them. */
export const tournamentAgeGroups = defineResource({
  name: 'tournament_age_groups',
  answer: tournamentAgeGroupAnswer,
  area: 'Torneos',
  readAreas: [...TOURNAMENT_READERS, 'Poomses'],
  schema: tournamentAgeGroupSchema,
  orderable: ['name', 'id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'División de edad |||| Divisiones de edad', created: MSG.ageGroupAdded, deleted: MSG.ageGroupDeleted },
  fields: labelled({ name: 'División de edad' }),
  screens: 'data',
});

export const tournamentAgeCategories = defineResource({
  name: 'tournament_age_categories',
  answer: tournamentAgeCategoryAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  schema: tournamentAgeCategorySchema,
  filters: ['tournament_id', 'tournament_age_group_id'],
  relations: ['tournament_age_group'],
  orderable: ['min_age', 'id'],
  defaultOrder: ['min_age', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Categoría de edad |||| Categorías de edad', ...savedTexts },
  fields: labelled({ tournament_age_group_id: 'División de edad', min_age: 'Edad mínima', max_age: 'Edad máxima' }),
  screens: 'data',
});

export const tournamentDegreeCategories = defineResource({
  name: 'tournament_degree_categories',
  answer: tournamentDegreeCategoryAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  schema: tournamentDegreeCategorySchema,
  filters: ['tournament_id'],
  relations: ['min_degree', 'max_degree'],
  orderable: ['id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Categoría de grado |||| Categorías de grado', ...savedTexts },
  fields: labelled({ min_degree_id: 'Grado mínimo', max_degree_id: 'Grado máximo' }),
  screens: 'data',
});

export const tournamentWeightCategories = defineResource({
  name: 'tournament_weight_categories',
  answer: tournamentWeightCategoryAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  schema: tournamentWeightCategorySchema,
  filters: ['tournament_id', 'sex'],
  orderable: ['min_weight', 'name', 'id'],
  defaultOrder: ['min_weight', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Categoría de peso |||| Categorías de peso', ...savedTexts },
  fields: labelled({ name: 'Nombre', min_weight: 'Peso mínimo (kg)', max_weight: 'Peso máximo (kg)', sex: 'Sexo' }),
  screens: 'data',
});

export const tournamentGroups = defineResource({
  name: 'tournament_groups',
  answer: tournamentGroupAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  schema: tournamentGroupSchema,
  filters: ['tournament_id'],
  orderable: ['begins_at', 'name', 'id'],
  defaultOrder: ['begins_at', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Grupo del torneo |||| Grupos del torneo', ...savedTexts },
  fields: labelled({ name: 'Grupo', begins_at: 'Hora de inicio', ends_at: 'Hora de término' }),
  screens: 'data',
});

/** A tournament's outcomes per competition (1–4 placements, 5 took part, 6 did not attend): fixed rows. */
export const tournamentResults = defineResource({
  name: 'tournament_results',
  answer: tournamentResultAnswer,
  area: 'Torneos',
  readAreas: TOURNAMENT_READERS,
  orderable: ['id'],
  defaultOrder: ['id', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Resultado de torneo |||| Resultados de torneo' },
  fields: labelled({ name: 'Resultado' }),
  screens: 'data',
});

/** POOMSES (spec 03 §2): name; on edit, its categories (age group and degree), a section under the form. */
export const poomses = defineResource({
  name: 'poomses',
  answer: poomseAnswer,
  area: 'Poomses',
  readAreas: ['Poomses', ...TOURNAMENT_READERS],
  schema: poomseSchema,
  relations: ['tournament_poomse_categories'],
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Poomses' },
  labels: { name: 'Poomse |||| Poomses', list: 'POOMSES', create: 'NUEVO POOMSE', edit: 'EDITAR POOMSE', ...savedTexts },
  fields: [{ name: 'name', label: 'Nombre', kind: 'upper', list: true }],
  screens: 'generic',
});
