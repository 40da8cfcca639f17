import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /monthly_duties: MonthlyDutyIndex 'Tareas Bimestrales' and its form (spec 02 §2), both menu entries. */
export const monthlyDuties: ResourceProps = {
  name: 'monthly_duties',
  ...lazyResource({
    list: lazyNamed(() => import('./MonthlyDutyList.tsx'), 'MonthlyDutyList'),
    create: lazyNamed(() => import('./MonthlyDutyCreate.tsx'), 'MonthlyDutyCreate'),
    edit: lazyNamed(() => import('./MonthlyDutyEdit.tsx'), 'MonthlyDutyEdit'),
  }),
  recordRepresentation: 'name',
};
