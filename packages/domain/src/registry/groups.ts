import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { doyangGroupSchema } from '../schemas/groups.ts';
import { doyangGroupRecordAnswer } from '../schemas/groups-answers.ts';
import { defineResource, labelled } from './types.ts';

/** The group form's labels (doyang and selective groups share it). */
const GROUP_LABELS = {
  name: 'Nombre',
  doyang_id: 'Doyang',
  user_responsible_id: 'Responsable',
  user_certifier_id: 'Certificador',
  begins_at: 'Hora de inicio',
  ends_at: 'Hora de término',
  json_week: 'Días de clase',
};

const GROUP_LIST = {
  answer: doyangGroupRecordAnswer,
  schema: doyangGroupSchema,
  filters: ['doyang_id', 'is_selective_group'],
  relations: [
    'doyang',
    'responsible',
    'certifier',
    'kyosas',
    'personal',
    'students_count',
    'week_summary',
    'schedule',
    'revision',
    'revisions',
  ],
  orderable: ['begins_at', 'week_summary', 'name', 'id'],
  defaultOrder: ['begins_at', 'asc'],
  perPage: PAGE_SIZES.default,
  fields: labelled(GROUP_LABELS),
  screens: 'custom',
} as const;

/**
 * DoyangGroupIndex 'GRUPOS EN {doyang}' and the group form (spec 02 §2); who may write a group is decided per
 * group (groups.routes.ts: a selective group answers to 'Grupos de Selectivo').
 */
export const doyangGroups = defineResource({
  ...GROUP_LIST,
  name: 'doyang_groups',
  area: 'Doyang Grupos',
  readAreas: ['Doyang Grupos', 'Doyang Alumnos', 'Alumnos', 'Grupos de Selectivo', 'Asistencias'],
  menu: { section: 'doyang', label: 'Grupos' },
  labels: { name: 'Grupo |||| Grupos', created: MSG.created, updated: MSG.edited },
});

/** SelectiveGroupIndex 'GRUPOS DE SELECTIVO': the same groups with is_selective_group. */
export const selectiveGroups = defineResource({
  ...GROUP_LIST,
  name: 'selective_groups',
  api: 'doyang_groups',
  area: 'Grupos de Selectivo',
  menu: { section: 'catalogues', label: 'Grupos de selectivo', ungated: true },
  labels: {
    name: 'Grupo de selectivo |||| Grupos de selectivo',
    list: 'GRUPOS DE SELECTIVO',
    created: MSG.created,
    updated: MSG.edited,
  },
});
