// The point of sale (issue 25): the note priced and sold as one transaction, and the receipts it makes.

export { closeDrawersSql } from './cash-closings.queries.ts';
export { cashClosingRoutes } from './cash-closings.routes.ts';
export { receiptRoutes } from './receipts.routes.ts';
export { saleRoutes } from './sale.routes.ts';
