import type { BundleItemAnswer, BundleItemBody } from '@doyang/domain';

/** A line of the bundle's form: the answer's line, its product attached once known (a line just added has none yet). */
export type BundleItem = Omit<BundleItemAnswer, 'product'> & Partial<Pick<BundleItemAnswer, 'product'>>;

/** Where an added item goes (`at` -1: a new row): onto the row of the same product, whose quantity grows. */
export function placeItem(rows: BundleItem[], item: BundleItemBody): { at: number; item: BundleItem } {
  const at = rows.findIndex((r) => r.product_id === item.product_id);
  if (at < 0) return { at, item: { product_id: item.product_id, qty: item.qty, is_monthly_payment: item.is_monthly_payment } };
  const row = rows[at];
  return {
    at,
    item: {
      product_id: row.product_id,
      qty: row.qty + item.qty,
      is_monthly_payment: row.is_monthly_payment || item.is_monthly_payment,
      product: row.product,
    },
  };
}

/** What the bundle's products are worth at their catalogue prices (`priceOf` finds a row's price). */
export const itemsValue = (rows: BundleItem[], priceOf: (row: BundleItem) => string | null) =>
  rows.reduce((sum, r) => sum + Number(priceOf(r) ?? 0) * r.qty, 0);
