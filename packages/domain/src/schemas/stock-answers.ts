import { z } from 'zod';
import { related, relatedMany } from './answers.ts';
import { namedAnswer } from './users-answers.ts';

// What the products catalogue and the stock calls answer (spec 03 §3): numeric prices travel as text ('650.00'), also
// inside JSON relations (cast there).

/** A size as stored: `min_product` is the minimum a doyang starts with. */
export const productSizeAnswer = z
  .object({
    id: z.number(),
    product_variant_id: z.number(),
    name: z.string(),
    prize: z.string().nullable(),
    order: z.number(),
    min_product: z.number(),
    product_variant: related(
      z.object({
        id: z.number(),
        name: z.string(),
        product_id: z.number(),
        product: z.object({ id: z.number(), name: z.string() }),
      }),
    ),
  })
  .meta({ id: 'ProductSize' });
export type ProductSizeAnswer = z.infer<typeof productSizeAnswer>;

/**
 * A size inside a product's variants, or a size's write: asked for a doyang (`doyang_id`), `min_product` is that
 * doyang's minimum and `existance` its stock (0 when it never held any).
 */
export const productSizeStockAnswer = productSizeAnswer
  .omit({ product_variant: true })
  .extend({ existance: z.number().optional() })
  .meta({ id: 'ProductSizeStock' });
export type ProductSizeStockAnswer = z.infer<typeof productSizeStockAnswer>;

/** A variant, with its sizes in order (`with=product_sizes`) and its product (`with=product`). */
export const productVariantAnswer = z
  .object({
    id: z.number(),
    product_id: z.number(),
    name: z.string(),
    price: z.string().nullable(),
    order: z.number(),
    product_sizes: relatedMany(productSizeStockAnswer),
    product: related(z.object({ id: z.number(), name: z.string(), price: z.string() })),
  })
  .meta({ id: 'ProductVariant' });
export type ProductVariantAnswer = z.infer<typeof productVariantAnswer>;

export const rolePriceAnswer = z.object({ role_id: z.number(), price: z.string() });
export type RolePriceAnswer = z.infer<typeof rolePriceAnswer>;

/**
 * A product as stored, with what `with=` asks: its variants and their sizes (`product_variants`, and with a `doyang_id`
 * each size's stock there), its commission table and its prices per role. The bundle and requirement forms pick them.
 */
export const productAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    price: z.string(),
    active: z.boolean(),
    synonym: z.string().nullable(),
    /** The spec's list of synonyms (one at most): `synonym` as a list. */
    synonyms: z.array(z.string()),
    multilevel_discount_type_id: z.number().nullable(),
    role_prices: relatedMany(rolePriceAnswer),
    product_variants: relatedMany(productVariantAnswer),
    multilevel_discount_type: related(namedAnswer),
  })
  .meta({ id: 'Product' });
export type ProductAnswer = z.infer<typeof productAnswer>;

/** An entry or exit (spec 03 §3 InventoryMove): what it moved, the stock right after, and its Mexico City day. */
export const inventoryMoveAnswer = z
  .object({
    id: z.number(),
    product_size_id: z.number(),
    doyang_id: z.number(),
    qty: z.number(),
    total_after_move: z.number(),
    observation: z.string().nullable(),
    reference: z.string().nullable(),
    receipt_id: z.number().nullable(),
    created_by: z.number().nullable(),
    created_at: z.string(),
    /** An entry (qty above 0). */
    is_turn_in: z.boolean(),
    /** The day it was made, DD/MON/YYYY in the product's calendar. */
    parsed_created_at: z.string(),
    product_size: related(
      z.object({
        id: z.number(),
        name: z.string(),
        /** 'PRODUCTO VARIANTE TALLA'. */
        full_name: z.string(),
        product_variant_id: z.number(),
        product_id: z.number(),
      }),
    ),
  })
  .meta({ id: 'InventoryMove' });
export type InventoryMoveAnswer = z.infer<typeof inventoryMoveAnswer>;
