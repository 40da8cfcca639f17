import { expenses } from './accounting.ts';
import { cities, degrees, honorificTitles, municipalities, states, venues } from './catalogues.ts';
import { doyangSurrogations, multilevelDiscountTypes } from './commissions.ts';
import { generalFileResources } from './digital-resources.ts';
import { monthlyDuties } from './duties.ts';
import { eventComissions, eventGroups, eventResults, examConditions, examGroups, examResults } from './event-parts.ts';
import { events, exams, parentEvents } from './events.ts';
import { examBlocks } from './exam-blocks.ts';
import { doyangGroups, selectiveGroups } from './groups.ts';
import { professors, sinodals, students, users } from './people.ts';
import { permissions } from './permissions.ts';
import { otherExamRequisites, requirements } from './requirements.ts';
import { doyangBundles, doyangCategories, doyangCategoryRequisites, doyangs, doyangTypes } from './schools.ts';
import { inventoryMoves, productSizes, products, productVariants } from './stock.ts';
import {
  poomses,
  tournamentAgeCategories,
  tournamentAgeGroups,
  tournamentAreas,
  tournamentCategories,
  tournamentDegreeCategories,
  tournamentGroups,
  tournamentResults,
  tournaments,
  tournamentWeightCategories,
} from './tournaments.ts';
import type { ResourceEntry } from './types.ts';

export { EVENT_FIELD_LABELS } from './events.ts';
export { STOCK_READERS } from './stock.ts';
export { type CrudSummaries, crudSummaries } from './summaries.ts';
export { TOURNAMENT_FIELD_LABELS } from './tournaments.ts';
export type { CustomEntry, FieldSpec, GenericEntry, MenuPlacement, ResourceEntry } from './types.ts';
export { defineResource, isGenericEntry, labelled, placementsOf } from './types.ts';
export {
  cities,
  degrees,
  doyangBundles,
  doyangCategories,
  doyangCategoryRequisites,
  doyangGroups,
  doyangSurrogations,
  doyangs,
  doyangTypes,
  eventComissions,
  eventGroups,
  eventResults,
  events,
  examBlocks,
  examConditions,
  examGroups,
  examResults,
  exams,
  expenses,
  generalFileResources,
  honorificTitles,
  inventoryMoves,
  monthlyDuties,
  multilevelDiscountTypes,
  municipalities,
  otherExamRequisites,
  parentEvents,
  permissions,
  poomses,
  productSizes,
  products,
  productVariants,
  professors,
  requirements,
  selectiveGroups,
  sinodals,
  states,
  students,
  tournamentAgeCategories,
  tournamentAgeGroups,
  tournamentAreas,
  tournamentCategories,
  tournamentDegreeCategories,
  tournamentGroups,
  tournamentResults,
  tournaments,
  tournamentWeightCategories,
  users,
  venues,
};

/** Every resource declared in the registry; a new catalogue is one entry here. */
export const REGISTRY: readonly ResourceEntry[] = [
  degrees,
  honorificTitles,
  cities,
  venues,
  states,
  municipalities,
  doyangs,
  doyangTypes,
  doyangSurrogations,
  products,
  doyangCategories,
  doyangBundles,
  doyangCategoryRequisites,
  requirements,
  otherExamRequisites,
  multilevelDiscountTypes,
  users,
  students,
  professors,
  sinodals,
  doyangGroups,
  selectiveGroups,
  monthlyDuties,
  permissions,
  parentEvents,
  events,
  exams,
  examBlocks,
  examGroups,
  eventGroups,
  examConditions,
  eventComissions,
  examResults,
  eventResults,
  tournaments,
  tournamentAreas,
  tournamentCategories,
  tournamentAgeGroups,
  tournamentAgeCategories,
  tournamentDegreeCategories,
  tournamentWeightCategories,
  tournamentGroups,
  tournamentResults,
  poomses,
  // Issue 25: products and stock
  productVariants,
  productSizes,
  inventoryMoves,
  // Issue 26: digital resources
  generalFileResources,
  // Issue 26: GASTOS
  expenses,
];

export const registryEntry = (name: string): ResourceEntry | undefined => REGISTRY.find((e) => e.name === name);
