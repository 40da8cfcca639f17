// Commissions: the commission tables (TABLAS COMISIONES); the multilevel schemes join them later.
export { commissionResources } from './commissions.resources.ts';
