import type {
  InventoryMoveAnswer,
  InventoryMoveBody,
  Paged,
  ProductAnswer,
  ProductSizeAnswer,
  ProductSizeBody,
  ProductSizeStockAnswer,
  ProductVariantAnswer,
  ProductVariantBody,
} from '@doyang/domain';
import { apiFetch, buildQuery } from '../../providers/api.ts';
import { resourceClient } from '../../providers/api-client.ts';

// The calls of the products catalogue and the stock screens beyond react-admin's CRUD (spec 03 §7).

const products = resourceClient<ProductAnswer>('products');
const variants = resourceClient<ProductVariantAnswer, ProductVariantBody>('product_variants');
const sizes = resourceClient<ProductSizeAnswer, ProductSizeBody>('product_sizes');

/** A product whose variants carry their sizes (and, asked for a doyang, each size's stock there). */
export type StockedProduct = Omit<ProductAnswer, 'product_variants'> & {
  product_variants: (Omit<ProductVariantAnswer, 'product_sizes'> & { product_sizes: ProductSizeStockAnswer[] })[];
};

export const productsApi = {
  variants,
  sizes,
  /** The product with its variants and sizes; with a doyang, that doyang's stock and minimum of each size. */
  product: (id: number, doyangId?: number) =>
    apiFetch<StockedProduct>(products.path(id, { with: 'product_variants,product_variants.product_sizes', doyang_id: doyangId })),
  /** INVENTARIO: a page of stockable products with every size's stock in the doyang. */
  inventory: (doyangId: number, page: number, search: string) =>
    apiFetch<Paged<StockedProduct>>(
      `/products${buildQuery({
        doyang_id: doyangId,
        page,
        stocked: 1,
        search: search || undefined,
        with: 'product_variants,product_variants.product_sizes',
      })}`,
    ),
  /** An entry (qty above 0) or exit (below 0) of a size in a doyang. */
  move: (body: InventoryMoveBody) => apiFetch<InventoryMoveAnswer>('/inventory_moves', { method: 'POST', json: body }),
  /** A doyang's minimum of a size. */
  minimum: (sizeId: number, doyangId: number, minProduct: number) =>
    sizes.update<ProductSizeStockAnswer>(sizeId, { min_product: minProduct, doyang_id: doyangId } as never),
  /** The counted stock of a size in a doyang (the server writes the difference as an adjustment move). */
  count: (sizeId: number, doyangId: number, quantity: number) =>
    sizes.update<ProductSizeStockAnswer>(sizeId, { quantity, doyang_id: doyangId, inventory: true } as never),
};
