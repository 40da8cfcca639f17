export { doyangStatistics, type StatisticsOptions } from './statistics.queries.ts';
export { statisticsRoutes } from './statistics.routes.ts';
export { statisticsAttendance } from './statistics-attendance.queries.ts';
