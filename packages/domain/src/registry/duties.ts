import { DUTY_READERS } from '../duties.ts';
import { PAGE_SIZES } from '../enums.ts';
import { MSG } from '../messages.ts';
import { monthlyDutySchema } from '../schemas/duties.ts';
import { defineResource, labelled } from './types.ts';

/**
 * MonthlyDutyIndex 'Tareas Bimestrales' and its form (spec 02 §2): the network's catalogue and each doyang's
 * list; which duties a user may write is decided per duty (duties.ts).
 */
export const monthlyDuties = defineResource({
  name: 'monthly_duties',
  area: DUTY_READERS,
  schema: monthlyDutySchema,
  filters: ['doyang_id'],
  orderable: ['due_date', 'name', 'id', 'created_at'],
  defaultOrder: ['due_date', 'desc'],
  perPage: PAGE_SIZES.default,
  menu: [
    { section: 'catalogues', label: 'Tareas bimestrales', area: 'Tareas bimestrales' },
    {
      section: 'doyang',
      label: 'Tareas bimestrales',
      to: '/monthly_duties?doyangId=:doyangId',
      area: 'Doyang Tareas Bimestrales',
    },
  ],
  labels: {
    name: 'Tarea bimestral |||| Tareas bimestrales',
    created: MSG.createdAccent,
    updated: MSG.editedAccent,
    deleted: MSG.deletedData,
  },
  fields: labelled({
    name: 'Tarea',
    due_date: 'Fecha límite',
    to_doyang: 'Para doyangs',
    super_important: 'Máxima importancia',
    to_general_direction: 'Para dirección general',
  }),
  screens: 'custom',
});
