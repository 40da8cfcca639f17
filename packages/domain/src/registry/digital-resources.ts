import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { generalFileResourceAnswer, generalFileResourceSchema } from '../schemas/digital-resources.ts';
import { defineResource, labelled } from './types.ts';

/**
 * RECURSOS DIGITALES MDK (spec 03 §2): files the general direction publishes to every school. Network-wide: whoever
 * holds any 'Recursos Digitales' flag reads them all (docs/decisions.md "Issue 26 — digital resources").
 */
export const generalFileResources = defineResource({
  name: 'general_file_resources',
  answer: generalFileResourceAnswer,
  area: 'Recursos Digitales',
  schema: generalFileResourceSchema,
  orderable: ['created_at', 'name', 'id'],
  defaultOrder: ['created_at', 'desc'],
  perPage: PAGE_SIZES.default,
  menu: { section: 'administration', label: 'Recursos Digitales' },
  labels: {
    name: 'Recurso digital |||| Recursos digitales',
    list: 'RECURSOS DIGITALES MDK',
    create: 'NUEVO RECURSO DIGITAL',
    edit: 'EDITAR RECURSO DIGITAL',
    created: MSG.createdAccent,
    updated: MSG.modifiedAccent,
    deleted: MSG.deletedData,
  },
  fields: labelled({
    name: 'Nombre',
    file: 'Archivo',
    file_name: 'Archivo',
    content_type: 'Tipo de archivo',
    extension: 'Extensión',
    size: 'Tamaño (bytes)',
    created_at: 'Publicado',
  }),
  screens: 'custom',
});
