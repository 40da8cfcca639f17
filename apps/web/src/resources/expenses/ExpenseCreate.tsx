import { expenseSchema, expenses } from '@doyang/domain';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { useToday } from '../shared/use-today.ts';
import { ExpenseInputs } from './ExpenseInputs.tsx';

/** ExpenseCreate ('NUEVO GASTO'): for the selected doyang, dated today unless changed; saving returns to GASTOS. */
export const ExpenseCreate = () => {
  const { selected } = useSelectedDoyang();
  const today = useToday();
  return (
    <ResourceCreate
      resource="expenses"
      title={selected ? `${expenses.labels.create} · ${selected.name}` : expenses.labels.create}
      schema={expenseSchema}
      defaultValues={{ doyang_id: selected?.id ?? null, date: today, is_fixed_expense: false }}
      maxWidth={520}
    >
      <ExpenseInputs chooseDoyang={!selected} />
    </ResourceCreate>
  );
};
