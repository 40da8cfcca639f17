import { productSchema } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { ProductInputs } from './ProductInputs.tsx';
import { ProductVariants } from './ProductVariants.tsx';

/** ProductEdit: the product's fields, then its variants (dragged into order) and each variant's sizes. */
export const ProductEdit = () => (
  <ResourceEdit resource="products" title="EDITAR PRODUCTO" schema={productSchema} onlySchemaFields below={<ProductVariants />}>
    <ProductInputs />
  </ResourceEdit>
);
