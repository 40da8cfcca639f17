import type { ResourceDef } from './http/resource.ts';
import { expenseResource } from './modules/accounting/index.ts';
import { catalogueResources } from './modules/catalogues/index.ts';
import { commissionResources } from './modules/commissions/index.ts';
import { generalFileResourceResource } from './modules/digital-resources/index.ts';
import { eventPartResources, eventResources } from './modules/events/index.ts';
import { doyangGroupResource } from './modules/groups/index.ts';
import { examBlockResource, withProspectAppends } from './modules/prospects/index.ts';
import { requirementResources } from './modules/requirements/index.ts';
import { schoolResources } from './modules/schools/index.ts';
import { stockResources } from './modules/stock/index.ts';
import { tournamentResources } from './modules/tournaments/index.ts';

/**
 * Every registry resource bound to its table, as app.ts registers it. Exams, events and tournaments also answer the
 * spec's `append=candidates,doyangProspects` (modules/prospects).
 */
export const tableResources: readonly ResourceDef[] = [
  ...catalogueResources,
  ...commissionResources,
  ...schoolResources,
  doyangGroupResource,
  ...requirementResources,
  ...eventResources,
  examBlockResource,
  ...eventPartResources,
  ...tournamentResources,
  ...stockResources,
  generalFileResourceResource,
  expenseResource,
].map(withProspectAppends);
