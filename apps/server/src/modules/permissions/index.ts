// The permissions administrator: the matrix of a role or a user, its toggles, and the roles index.

export { lockMatrix, permissionAdminsLeft } from './permissions.queries.ts';
export { permissionRoutes } from './permissions.routes.ts';
