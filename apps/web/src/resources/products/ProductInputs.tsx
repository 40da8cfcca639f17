import { ROLE_NAMES } from '@doyang/domain';
import { ArrayInput, BooleanInput, ReferenceInput, SelectInput, SimpleFormIterator, TextInput } from 'react-admin';
import { MoneyInput } from '../shared/MoneyInput.tsx';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';

const ROLE_CHOICES = Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name }));

/** The product's own fields (spec 03 §3): name, price, active, one synonym, commission table, prices per role. */
export const ProductInputs = () => (
  <>
    <UpperTextInput source="name" fullWidth />
    <MoneyInput source="price" />
    <BooleanInput source="active" label="Activo" />
    <TextInput
      source="synonym"
      label="Sinónimo"
      helperText="Un solo sinónimo: otro nombre con el que se busca el producto."
      parse={(v: string) => v.toUpperCase()}
      fullWidth
    />
    <ReferenceInput
      source="multilevel_discount_type_id"
      reference="multilevel_discount_types"
      sort={{ field: 'name', order: 'ASC' }}
    >
      <SelectInput label="Tabla de comisiones" optionText="name" emptyText="Sin tabla" fullWidth />
    </ReferenceInput>
    <ArrayInput source="role_prices" label="Precios por rol">
      <SimpleFormIterator inline disableReordering>
        <SelectInput source="role_id" label="Rol" choices={ROLE_CHOICES} sx={{ minWidth: 220 }} />
        <MoneyInput source="price" label="Precio" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
