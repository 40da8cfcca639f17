import { z } from 'zod';
import { relatedMany } from './answers.ts';
import { namedAnswer } from './users-answers.ts';

// What the school catalogues answer (spec 02 §2, §7): doyang types and categories with their bundles and requisites,
// the multilevel schemes, products and the commission tables. Numeric columns travel as text, except inside a JSON
// relation, where PostgreSQL writes a numeric as a number (unless the relation casts it, as prices do).

const optionalText = z.string().nullable();
const optionalId = z.number().nullable();

/** Doyang or club: fixed rows. */
export const doyangTypeAnswer = namedAnswer.meta({ id: 'DoyangType' });
export type DoyangTypeAnswer = z.infer<typeof doyangTypeAnswer>;

// A product's answer is with the stock schemas (stock-answers.ts).

/** A product inside a bundle's line: its price cast to text by the relation. */
export const productOptionAnswer = z.object({ id: z.number(), name: z.string(), price: z.string() });
export type ProductOptionAnswer = z.infer<typeof productOptionAnswer>;

/** A line of a bundle: which product, how many, and whether it is a monthly fee. */
export const bundleItemAnswer = z.object({
  product_id: z.number(),
  qty: z.number(),
  is_monthly_payment: z.boolean(),
  product: productOptionAnswer,
});
export type BundleItemAnswer = z.infer<typeof bundleItemAnswer>;

/** A category's bundle ('paquete') as stored, with its lines (`with=products`). */
export const doyangBundleAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    price: z.string(),
    due_date: optionalText,
    bundle_type: optionalText,
    covers_inscription: z.boolean(),
    ancticipated_monthly_payments: z.boolean(),
    covers_monthly_payments_qty: z.number(),
    covers_insurance: z.boolean(),
    for_everyone: z.boolean(),
    doyang_category_id: optionalId,
    created_at: z.string(),
    products: relatedMany(bundleItemAnswer),
  })
  .meta({ id: 'DoyangBundle' });
export type DoyangBundleAnswer = z.infer<typeof doyangBundleAnswer>;

/** A bundle as its category's `with=bundles` names it. */
export const categoryBundleAnswer = z.object({
  id: z.number(),
  name: z.string(),
  price: z.string(),
  bundle_type: optionalText,
  due_date: optionalText,
  created_at: z.string(),
});
export type CategoryBundleAnswer = z.infer<typeof categoryBundleAnswer>;

/** A doyang category (BRONCE, PLATA, ORO…): its prices, how many doyangs are in it and its bundles when asked. */
export const doyangCategoryAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    inscription_price: z.string(),
    monthly_fee_price: z.string(),
    doyangs_count: z.number().optional(),
    bundles: relatedMany(categoryBundleAnswer),
  })
  .meta({ id: 'DoyangCategory' });
export type DoyangCategoryAnswer = z.infer<typeof doyangCategoryAnswer>;

/** What a doyang must meet to be in its category, with the ids of the doyangs that meet it (`with=doyangs`). */
export const doyangCategoryRequisiteAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    doyang_category_id: z.number(),
    active: z.boolean(),
    doyangs: relatedMany(z.number()),
  })
  .meta({ id: 'DoyangCategoryRequisite' });
export type DoyangCategoryRequisiteAnswer = z.infer<typeof doyangCategoryRequisiteAnswer>;

// The multilevel schemes' answers are with the commissions (commissions.ts).

/** A commission table (TABLAS COMISIONES). */
export const multilevelDiscountTypeAnswer = namedAnswer
  .extend({ created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'MultilevelDiscountType' });
export type MultilevelDiscountTypeAnswer = z.infer<typeof multilevelDiscountTypeAnswer>;
