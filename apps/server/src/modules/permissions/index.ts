// The permissions administrator: the matrix of a role or a user, its toggles, and the roles index.
export { permissionRoutes } from './permissions.routes.ts';
