// The Home's general-direction files: the network's students, belts and events of a period (issue 27).
export { homeReportRoutes } from './home-reports.routes.ts';
