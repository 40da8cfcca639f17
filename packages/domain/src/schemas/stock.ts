import { z } from 'zod';
import { MSG } from '../messages.ts';
import { optionalMoney, requiredMoney } from './fields.ts';
import { isBlank, requiredId } from './ids.ts';
import { text } from './text.ts';

// What the products catalogue and the stock screens send (spec 03 §3, §5, §7): a product with its prices per role and
// its one synonym, its variants and their sizes, an entry or exit of stock, a doyang's minimum and a counted stock.

const MAX_UNITS = 1_000_000;

/** A variant's or size's name: required and at most 100 characters (spec 03 §5), stored uppercase. */
const partName = () =>
  text({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(100, MSG.nameTooLong)
    .transform((s) => s.toUpperCase());

const optionalUpper = (max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? null : v),
    text()
      .trim()
      .max(max, MSG.invalidData)
      .transform((s) => s.toUpperCase())
      .nullable(),
  );

const optionalText = (max: number) =>
  z.preprocess((v) => (isBlank(v) ? null : v), text().trim().max(max, MSG.invalidData).nullable());

/** A whole number of units from 0 (a minimum, a position, a counted stock); blank is 0. */
const units = (message: string) =>
  z.preprocess(
    (v) => (isBlank(v) ? 0 : v),
    z.coerce.number({ error: message }).int(message).min(0, message).max(MAX_UNITS, message),
  );

/** A doyang whose stock is read or moved. */
const doyangId = requiredId;

/** A price for buyers of one role. */
export const rolePriceSchema = z.object({ role_id: requiredId, price: requiredMoney });
export type RolePriceBody = z.infer<typeof rolePriceSchema>;

/** ProductEdit: name, price, active, one synonym at most, the commission table and prices per role. */
export const productSchema = z.object({
  name: partName(),
  price: requiredMoney,
  active: z.boolean().default(true),
  synonym: optionalUpper(150).optional(),
  /** The spec's list of synonyms: one allowed (spec 03 §5); it is stored as `synonym`. */
  synonyms: z
    .array(text().trim().max(150, MSG.invalidData))
    .max(1, MSG.oneSynonym)
    .transform((list) => list.map((s) => s.toUpperCase()).filter(Boolean))
    .optional(),
  multilevel_discount_type_id: z
    .preprocess((v) => (isBlank(v) ? null : v), z.coerce.number().int().positive().nullable())
    .optional(),
  /** The whole list of prices per role: what is sent replaces what was stored; one price per role (the last wins). */
  role_prices: z.array(rolePriceSchema).optional(),
});
export type ProductBody = z.input<typeof productSchema>;

/** A product's variant (colour, model): its name, an optional price of its own, and its place in the list. */
export const productVariantSchema = z.object({
  product_id: requiredId,
  name: partName(),
  price: optionalMoney.optional(),
  order: units(MSG.orderInteger).optional(),
});
export type ProductVariantBody = z.input<typeof productVariantSchema>;

/** A variant's size: name, price (`prize`, the spec's spelling), order and the minimum doyangs start with. */
export const productSizeSchema = z.object({
  product_variant_id: requiredId,
  name: partName(),
  prize: optionalMoney.optional(),
  order: units(MSG.orderInteger).optional(),
  min_product: units(MSG.stockMinimumInvalid).optional(),
});
export type ProductSizeBody = z.input<typeof productSizeSchema>;

/** INVENTARIO's editable minimum: one doyang's minimum of one size (spec 03 §7 PUT {min_product, doyang_id}). */
export const sizeMinimumSchema = z.object({ min_product: units(MSG.stockMinimumInvalid), doyang_id: doyangId });
export type SizeMinimumBody = z.input<typeof sizeMinimumSchema>;

/**
 * INVENTARIO DEL PRODUCTO's 'Editar' (spec 03 §7 inventory update {quantity, doyang_id, inventory}): the counted stock
 * of a size in a doyang. The difference is written as one inventory move ('AJUSTE DE INVENTARIO'), never an edit.
 */
export const sizeStockSchema = z.object({
  quantity: units(MSG.stockCountInvalid),
  doyang_id: doyangId,
  inventory: z.union([z.boolean(), z.literal(1), z.literal('1'), z.literal('true')]).optional(),
  observation: optionalText(1000).optional(),
});
export type SizeStockBody = z.input<typeof sizeStockSchema>;

/** An entry (qty above 0) or exit (below 0) of one size in one doyang (spec 03 §7 POST /api/inventory_moves). */
export const inventoryMoveSchema = z.object({
  qty: z.coerce
    .number({ error: MSG.stockQuantityInvalid })
    .int(MSG.stockQuantityInvalid)
    .min(-MAX_UNITS, MSG.stockQuantityInvalid)
    .max(MAX_UNITS, MSG.stockQuantityInvalid)
    .refine((n) => n !== 0, MSG.stockQuantityInvalid),
  observation: optionalText(1000).optional(),
  reference: optionalUpper(150).optional(),
  product_size_id: requiredId,
  doyang_id: doyangId,
});
export type InventoryMoveBody = z.input<typeof inventoryMoveSchema>;
