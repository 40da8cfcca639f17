import { expenseSchema, expenses } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { ExpenseInputs } from './ExpenseInputs.tsx';

/** /expenses/{id}/edit ('EDITAR GASTO'): the same fields; saving returns to GASTOS. */
export const ExpenseEdit = () => (
  <ResourceEdit resource="expenses" title={expenses.labels.edit} schema={expenseSchema} maxWidth={520} onlySchemaFields>
    <ExpenseInputs chooseDoyang={false} />
  </ResourceEdit>
);
