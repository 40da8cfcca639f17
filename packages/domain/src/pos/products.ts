import { INSURANCE_PRODUCT_ID } from '../enums.ts';
import { MSG } from '../messages.ts';
import { type Cents, centsOrNull } from '../money.ts';
import { ok, PAYMENT_CONCEPT, type Priced, pricedLine, refuse, upper } from './priced.ts';

// Products, concept 4 (spec 03 §3 product, variants, sizes, prices per role): a size of a variant, by quantity.
// Stock is the server's (checked in the statement that takes it).

export type PosProduct = {
  id: number;
  name: string;
  price: string | number | null;
  /** product_role_prices of the product. */
  role_prices: readonly { role_id: number; price: string | number | null }[];
};
export type PosVariant = { name: string; price: string | number | null };
export type PosSize = { name: string; prize: string | number | null };

/**
 * A unit's price, most specific first: the size's `prize`, the variant's price, the buyer role's price, the
 * product's price. An empty price passes to the next; a zero is a price (a gift size).
 */
export function productUnitPrice(
  product: PosProduct,
  variant: PosVariant,
  size: PosSize,
  buyerRoleId: number | null | undefined,
): Cents {
  const rolePrice = product.role_prices.find((r) => r.role_id === buyerRoleId)?.price ?? null;
  for (const candidate of [size.prize, variant.price, rolePrice, product.price]) {
    const cents = centsOrNull(candidate);
    if (cents !== null && cents >= 0) return cents;
  }
  return 0;
}

/** 'PRODUCTO VARIANTE TALLA' ('DOBOK BLANCO 4'). */
export const productTitle = (product: PosProduct, variant: PosVariant, size: PosSize): string =>
  [product.name, variant.name, size.name].map(upper).filter(Boolean).join(' ');

export type ProductSale = {
  product: PosProduct;
  variant: PosVariant;
  size: PosSize;
  quantity: number;
  buyerRoleId: number | null | undefined;
};

/** A size sold by quantity at its unit price. The insurance product (id 3) is sold as concept 7, not here. */
export function priceProduct(sale: ProductSale): Priced {
  if (sale.product.id === INSURANCE_PRODUCT_ID) return refuse('product_id', MSG.saleInsuranceIsConcept);
  if (!Number.isInteger(sale.quantity) || sale.quantity < 1) return refuse('quantity', MSG.saleQuantityInvalid);
  return ok(
    pricedLine({
      concept: PAYMENT_CONCEPT.product,
      title: productTitle(sale.product, sale.variant, sale.size),
      quantity: sale.quantity,
      price: productUnitPrice(sale.product, sale.variant, sale.size, sale.buyerRoleId),
    }),
  );
}
