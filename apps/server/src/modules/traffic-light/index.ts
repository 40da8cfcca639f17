// The exam traffic light (semáforo): computation, snapshot and the doyang's download and rows.
export { trafficLightRoutes } from './traffic-light.routes.ts';
export { ensureLight } from './traffic-light.service.ts';
