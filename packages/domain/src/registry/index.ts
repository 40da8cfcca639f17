import { cities, degrees, honorificTitles, venues } from './catalogues.ts';
import { multilevelDiscountTypes } from './commissions.ts';
import { otherExamRequisites, requirements } from './requirements.ts';
import { doyangBundles, doyangCategories, doyangCategoryRequisites } from './schools.ts';
import type { ResourceEntry } from './types.ts';

export type { FieldSpec, MenuPlacement, ResourceEntry } from './types.ts';
export { defineResource } from './types.ts';
export {
  cities,
  degrees,
  doyangBundles,
  doyangCategories,
  doyangCategoryRequisites,
  honorificTitles,
  multilevelDiscountTypes,
  otherExamRequisites,
  requirements,
  venues,
};

/** Every resource declared in the registry; a new catalogue is one entry here. */
export const REGISTRY: readonly ResourceEntry[] = [
  degrees,
  honorificTitles,
  cities,
  venues,
  doyangCategories,
  doyangBundles,
  doyangCategoryRequisites,
  requirements,
  otherExamRequisites,
  multilevelDiscountTypes,
];

export const registryEntry = (name: string): ResourceEntry | undefined => REGISTRY.find((e) => e.name === name);
