import { AutocompleteInput, BooleanInput, ReferenceInput } from 'react-admin';
import { DateInput } from '../shared/DateInput.tsx';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/**
 * An expense's fields (spec 03 §3 Expense): name, amount, date and 'Gasto fijo'. The doyang is the selected one; general
 * direction without one chooses it.
 */
export const ExpenseInputs = ({ chooseDoyang }: { chooseDoyang: boolean }) => (
  <>
    {chooseDoyang && (
      <ReferenceInput source="doyang_id" reference="doyangs" sort={{ field: 'name', order: 'ASC' }} filter={{ active: 1 }}>
        <AutocompleteInput label="Doyang" optionText="name" fullWidth />
      </ReferenceInput>
    )}
    <UpperTextInput source="name" label="Nombre" fullWidth />
    <MoneyInput source="amount" label="Monto" />
    <DateInput source="date" label="Fecha" />
    <BooleanInput source="is_fixed_expense" label="Gasto fijo" helperText="Se paga cada mes (renta, sueldos)" />
  </>
);
