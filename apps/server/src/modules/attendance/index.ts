// The attendance module: routes of the attendance screens and the mark saver the group PUT delegates to.
export { attendanceRoutes } from './attendance.routes.ts';
export { saveMark } from './attendance.service.ts';
