import { isGenericEntry, REGISTRY } from '@doyang/domain';
import type { ResourceProps } from 'react-admin';
import { degrees } from './degrees/index.ts';
import { doyangBundles } from './doyang-bundles/index.ts';
import { doyangCategories } from './doyang-categories/index.ts';
import { doyangGroups, selectiveGroups } from './doyang-groups/index.ts';
import { doyangs } from './doyangs/index.ts';
import { catalogueResource } from './generic/index.ts';
import { monthlyDuties } from './monthly-duties/index.ts';
import { otherExamRequisites } from './other-exam-requisites/index.ts';
import { permissions } from './permissions/index.ts';
import { professors } from './professors/index.ts';
import { requirements } from './requirements/index.ts';
import { sinodals } from './sinodals/index.ts';
import { students } from './students/index.ts';
import { venues } from './venues/index.ts';

/** The registry's resources with screens of their own; generic catalogues are built from their entry. */
export const CUSTOM_SCREENS: Record<string, ResourceProps> = Object.fromEntries(
  [
    degrees,
    venues,
    doyangs,
    doyangCategories,
    doyangBundles,
    students,
    professors,
    sinodals,
    monthlyDuties,
    doyangGroups,
    selectiveGroups,
    requirements,
    otherExamRequisites,
    permissions,
  ].map((r) => [r.name, r]),
);

/** One react-admin resource per registry entry; one without screens is still declared for its selectors. */
export const registryResources: ResourceProps[] = REGISTRY.map((entry) =>
  isGenericEntry(entry) ? catalogueResource(entry) : (CUSTOM_SCREENS[entry.name] ?? { name: entry.name }),
);
