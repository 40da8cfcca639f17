// The audit trail: the trigger records every write; these routes let general direction read it.
export { auditRoutes } from './audit.routes.ts';
