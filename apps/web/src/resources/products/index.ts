import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /products (Productos): the catalogue with its variants and sizes (ProductEdit, ProductVariantEdit, ProductSizeCreate/Edit). */
export const products: ResourceProps = {
  name: 'products',
  ...lazyResource({
    list: lazyNamed(() => import('./ProductList.tsx'), 'ProductList'),
    create: lazyNamed(() => import('./ProductCreate.tsx'), 'ProductCreate'),
    edit: lazyNamed(() => import('./ProductEdit.tsx'), 'ProductEdit'),
  }),
  recordRepresentation: 'name',
};
