import type { Actor } from '../../test/as-role.ts';
import { nextNumber } from '../../test/factories.ts';

// A product with one variant and its sizes, made through the API by someone holding 'Productos' (tests only).

export type TestProduct = { productId: number; variantId: number; sizeIds: number[] };

export async function makeProduct(
  director: Actor,
  o: { sizes?: string[]; min?: number; price?: string } = {},
): Promise<TestProduct> {
  const n = nextNumber();
  const product = await director.call('POST', '/api/products', { name: `producto ${n}`, price: o.price ?? '100.00' });
  if (product.statusCode !== 201) throw new Error(product.body);
  const productId = product.json().id as number;
  const variant = await director.call('POST', '/api/product_variants', { product_id: productId, name: 'blanco', order: 1 });
  if (variant.statusCode !== 201) throw new Error(variant.body);
  const variantId = variant.json().id as number;
  const sizeIds: number[] = [];
  for (const [i, name] of (o.sizes ?? ['CH']).entries()) {
    const size = await director.call('POST', '/api/product_sizes', {
      product_variant_id: variantId,
      name,
      order: i + 1,
      min_product: o.min ?? 0,
    });
    if (size.statusCode !== 201) throw new Error(size.body);
    sizeIds.push(size.json().id);
  }
  return { productId, variantId, sizeIds };
}
