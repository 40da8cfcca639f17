// RECURSOS DIGITALES MDK (spec 03): files the general direction publishes to every school, kept in the file storage.
export { generalFileResourceResource } from './general-file-resources.resources.ts';
export { generalFileResourceRoutes } from './general-file-resources.routes.ts';
export { publishResource } from './general-file-resources.service.ts';
