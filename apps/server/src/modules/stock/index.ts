// Stock: what each doyang holds of each product size, and the moves that change it (entries, exits, sales); the
// products catalogue with its variants and sizes.
import type { FastifyInstance } from 'fastify';
import { inventoryMoveRoutes } from './inventory-moves.routes.ts';
import { productRoutes } from './products.routes.ts';
import { sizeRoutes } from './sizes.routes.ts';

export { stockResources } from './stock.resources.ts';
export { moveStock, type StockMove } from './stock-moves.ts';

/** The catalogue's and the stock's own routes (the variants and the sizes' reads are table resources). */
export async function stockRoutes(app: FastifyInstance): Promise<void> {
  await productRoutes(app);
  await sizeRoutes(app);
  await inventoryMoveRoutes(app);
}
