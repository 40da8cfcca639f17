// The point of sale (issue 25): the note priced and sold as one transaction, and the receipts it makes.
export { receiptRoutes } from './receipts.routes.ts';
export { saleRoutes } from './sale.routes.ts';
export { cashClosingRoutes } from './cash-closings.routes.ts';
