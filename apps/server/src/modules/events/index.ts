export { eventAssistance } from './event-assistance.queries.ts';
export { eventGroupRoutes, eventPartResources } from './event-parts.resources.ts';
export { eventBinding, eventResources } from './events.resources.ts';
