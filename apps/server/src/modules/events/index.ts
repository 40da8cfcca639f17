export { eventGroupRoutes, eventPartResources } from './event-parts.resources.ts';
export { eventResources } from './events.resources.ts';
