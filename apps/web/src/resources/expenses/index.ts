import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /expenses (GASTOS: ExpenseIndex, ExpenseCreate, /expenses/{id}/edit); saving returns to the list. */
export const expenses: ResourceProps = {
  name: 'expenses',
  ...lazyResource({
    list: lazyNamed(() => import('./ExpenseList.tsx'), 'ExpenseList'),
    create: lazyNamed(() => import('./ExpenseCreate.tsx'), 'ExpenseCreate'),
    edit: lazyNamed(() => import('./ExpenseEdit.tsx'), 'ExpenseEdit'),
  }),
  recordRepresentation: 'name',
};
