export { eventResources } from './events.resources.ts';
