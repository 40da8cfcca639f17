import { MoneyInput } from '../shared/MoneyInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

/** Category fields (spec 02 §2): name, inscription price and monthly fee price. */
export const DoyangCategoryInputs = () => (
  <>
    <UpperTextInput source="name" />
    <MoneyInput source="inscription_price" />
    <MoneyInput source="monthly_fee_price" />
  </>
);
