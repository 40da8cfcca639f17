// People: students, staff and sinodals, their enrollments, impersonation and downloads.
export { enrollmentApplicationRoutes } from './enrollment-application.routes.ts';
export { enrollmentRoutes } from './enrollments.routes.ts';
export { impersonationRoutes } from './impersonation.routes.ts';
export { peopleCsvRoutes } from './people-csv.routes.ts';
export { debtorSql, firstUncoveredSql } from './user-computed.queries.ts';
export { userRoutes } from './users.routes.ts';
export { userFileRoutes } from './users-file.routes.ts';
