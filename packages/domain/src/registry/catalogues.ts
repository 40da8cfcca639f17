import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { citySchema, degreeSchema, honorificTitleSchema, venueSchema } from '../schemas/catalogues.ts';
import {
  cityAnswer,
  degreeAnswer,
  honorificTitleAnswer,
  municipalityAnswer,
  stateAnswer,
  venueAnswer,
} from '../schemas/catalogues-answers.ts';
import { defineResource } from './types.ts';

/** The catalogues of Catálogos (spec 02 §2): degrees and venues ship their own screens, the others are generic. */

export const degrees = defineResource({
  name: 'degrees',
  answer: degreeAnswer,
  area: 'Grados',
  anyLoginReads: true,
  schema: degreeSchema,
  orderable: ['order', 'name', 'id'],
  defaultOrder: ['order', 'asc'],
  perPage: PAGE_SIZES.degrees,
  menu: { section: 'catalogues', label: 'Grados' },
  labels: {
    name: 'Grado |||| Grados',
    list: 'GRADOS',
    create: 'NUEVO GRADO',
    edit: 'EDITAR GRADO',
    created: MSG.degreeCreated,
    updated: MSG.degreeEdited,
  },
  fields: [
    { name: 'order', label: 'Orden', kind: 'number', list: true },
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'belt_group', label: 'Grupo de cinta', kind: 'text' },
    { name: 'has_partials', label: 'Tiene parciales', kind: 'flag' },
    { name: 'partials_to_next_degree', label: 'Parciales para el siguiente grado', kind: 'number' },
  ],
  screens: 'custom',
});

export const honorificTitles = defineResource({
  name: 'honorific_titles',
  answer: honorificTitleAnswer,
  area: 'Honorificos',
  anyLoginReads: true,
  schema: honorificTitleSchema,
  orderable: ['name', 'description', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Honorificos' },
  labels: {
    name: 'Honorífico |||| Honoríficos',
    list: 'HONORÍFICOS',
    create: 'NUEVO HONORÍFICO',
    edit: 'EDITAR HONORÍFICO',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [
    { name: 'name', label: 'Abreviatura', kind: 'upper', list: true },
    { name: 'description', label: 'Descripción', kind: 'text', list: true },
  ],
  screens: 'generic',
});

export const cities = defineResource({
  name: 'cities',
  answer: cityAnswer,
  area: 'Localidades',
  anyLoginReads: true,
  schema: citySchema,
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Localidades' },
  labels: {
    name: 'Localidad |||| Localidades',
    list: 'LOCALIDADES',
    create: 'NUEVA LOCALIDAD',
    edit: 'EDITAR LOCALIDAD',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [{ name: 'name', label: 'Nombre', kind: 'upper', list: true }],
  screens: 'generic',
});

export const venues = defineResource({
  name: 'venues',
  answer: venueAnswer,
  area: 'Sedes',
  anyLoginReads: true,
  schema: venueSchema,
  filters: ['state_id', 'city_id'],
  relations: ['state', 'municipality', 'city'],
  orderable: ['name', 'id', 'phone'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'catalogues', label: 'Sedes' },
  labels: {
    name: 'Sede |||| Sedes',
    list: 'SEDES',
    create: 'NUEVA SEDE',
    edit: 'EDITAR SEDE',
    created: MSG.created,
    updated: MSG.edited,
  },
  fields: [
    { name: 'name', label: 'Nombre', kind: 'upper', list: true },
    { name: 'state_id', label: 'Estado', kind: 'reference' },
    { name: 'municipality_id', label: 'Municipio', kind: 'reference' },
    { name: 'city_id', label: 'Localidad', kind: 'reference' },
    { name: 'contact_name', label: 'Nombre de contacto', kind: 'text' },
    { name: 'phone', label: 'Teléfono', kind: 'text' },
  ],
  screens: 'custom',
});

/** States and municipalities are reference data the seed loads (the venue form picks them); the API only reads them. */
export const states = defineResource({
  name: 'states',
  answer: stateAnswer,
  area: 'Sedes',
  anyLoginReads: true,
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Estado |||| Estados' },
  fields: [{ name: 'name', label: 'Nombre' }],
  screens: 'data',
});

export const municipalities = defineResource({
  name: 'municipalities',
  answer: municipalityAnswer,
  area: 'Sedes',
  anyLoginReads: true,
  filters: ['state_id'],
  orderable: ['name', 'id'],
  defaultOrder: ['name', 'asc'],
  perPage: PAGE_SIZES.default,
  labels: { name: 'Municipio |||| Municipios' },
  fields: [{ name: 'name', label: 'Nombre' }],
  screens: 'data',
});
