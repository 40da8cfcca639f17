export { examBlockResource, examBlockRoutes } from './exam-blocks.ts';
export { examSheetRoutes } from './exam-sheets.routes.ts';
export { withProspectAppends } from './prospect-appends.ts';
export { TOURNAMENT_KIND } from './prospect-kinds.ts';
export { competitionNames, prospectListRoutes } from './prospect-lists.routes.ts';
export { gradeTournamentProspects, grading, prospectResultRoutes } from './prospect-results.ts';
export { busHotelColumns, busHotelFile, eventTravelRoutes } from './prospect-travel.routes.ts';
export { busHotelRows, inDoyangs, loadProspects, paymentRows, prospectColumns, prospectFrom } from './prospects.queries.ts';
export { doyangScope, personParams, prospectRoutes, requireEvent, requireProspect } from './prospects.routes.ts';
