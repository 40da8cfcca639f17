// Commissions (issue 26): the commission tables (TABLAS COMISIONES), the multilevel schemes (MULTINIVEL PROFESORES)
// with their tier lists, and the commissions computed from sales.
import { multilevelDiscountTypeResource } from './commissions.resources.ts';
import { doyangSurrogationResource } from './surrogations.resources.ts';

export { commissionRoutes } from './commissions.routes.ts';
export { generateCommissions } from './commissions-generate.ts';
export { tierRoutes } from './tiers.routes.ts';

export const commissionResources = [multilevelDiscountTypeResource, doyangSurrogationResource];
