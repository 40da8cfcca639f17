import type { BundleItemBody } from '@doyang/domain';
import type { BundleItem } from '../../providers/api-types.ts';

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
      is_monthly_payment: Boolean(row.is_monthly_payment) || item.is_monthly_payment,
      product: row.product,
    },
  };
}

/** What the bundle's products are worth at their catalogue prices (`priceOf` finds a row's price). */
export const itemsValue = (rows: BundleItem[], priceOf: (row: BundleItem) => string | null) =>
  rows.reduce((sum, r) => sum + Number(priceOf(r) ?? 0) * r.qty, 0);
