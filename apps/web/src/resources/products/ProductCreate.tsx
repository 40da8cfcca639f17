import { productSchema } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { ProductInputs } from './ProductInputs.tsx';

/** NUEVO PRODUCTO: its fields; variants and sizes are added on its edit screen, where saving leads. */
export const ProductCreate = () => (
  <ResourceCreate
    resource="products"
    title="NUEVO PRODUCTO"
    schema={productSchema}
    defaultValues={{ active: true, role_prices: [] }}
    redirect="edit"
    onlySchemaFields
  >
    <ProductInputs />
  </ResourceCreate>
);
