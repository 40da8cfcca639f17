import { isGenericEntry, REGISTRY } from '@doyang/domain';
import { type ComponentType, createElement } from 'react';
import { type ResourceProps, useCanAccess } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AccessDeniedPage, NotFoundPage } from '../layout/Refusal.tsx';
import { lazyNamed } from '../lazy.ts';
import { degrees } from './degrees/index.ts';
import { doyangBundles } from './doyang-bundles/index.ts';
import { doyangCategories } from './doyang-categories/index.ts';
import { doyangGroups, selectiveGroups } from './doyang-groups/index.ts';
import { doyangSurrogations } from './doyang-surrogations/index.ts';
import { doyangs } from './doyangs/index.ts';
import { events, exams } from './events/index.ts';
import { expenses } from './expenses/index.ts';
import { generalFileResources } from './general-file-resources/index.ts';
import { catalogueResource } from './generic/index.ts';
import { inventoryMoves } from './inventory/index.ts';
import { monthlyDuties } from './monthly-duties/index.ts';
import { otherExamRequisites } from './other-exam-requisites/index.ts';
import { permissions } from './permissions/index.ts';
import { products } from './products/index.ts';
import { professors } from './professors/index.ts';
import { requirements } from './requirements/index.ts';
import { sinodals } from './sinodals/index.ts';
import { students } from './students/index.ts';
import { tournamentCategories } from './tournaments/categories/index.ts';
import { tournaments } from './tournaments/index.ts';
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
    events,
    exams,
    tournaments,
    tournamentCategories,
    // Issue 25: products and stock
    products,
    inventoryMoves,
    // Issue 26: commissions
    doyangSurrogations,
    // Issue 26: digital resources
    generalFileResources,
    // Issue 26: GASTOS
    expenses,
  ].map((r) => [r.name, r]),
);

/** What a plain catalogue's edit screen shows under its form, by resource name. */
const CATALOGUE_SECTIONS: Record<string, ComponentType> = {
  'parent-events': lazyNamed(() => import('./parent-events/ParentEventAssistances.tsx'), 'ParentEventAssistances'),
  poomses: lazyNamed(() => import('./poomses/PoomseCategories.tsx'), 'PoomseCategories'),
};

/**
 * An edit screen answers its own address and its tabs' (`/doyangs/1`, `/students/5/2`) only: anything longer
 * (`/doyangs/1/attendances`) is an unknown address, not the record's form.
 */
export const isEditPath = (rest: string | undefined): boolean => !rest || /^\d+$/.test(rest);

function guardEdit(edit: ResourceProps['edit']): ResourceProps['edit'] {
  if (!edit) return edit;
  const Edit = edit as Parameters<typeof createElement>[0];
  return () => (isEditPath(useParams()['*']) ? createElement(Edit) : createElement(NotFoundPage));
}

/**
 * A list screen opens only for who may read it, whether it is react-admin's List (which checks) or a screen of its
 * own (the permissions matrix), so no screen relies on its author remembering the check.
 */
function guardList(name: string, list: ResourceProps['list']): ResourceProps['list'] {
  if (!list) return list;
  const List = list as Parameters<typeof createElement>[0];
  return () => {
    const { canAccess, isPending } = useCanAccess({ resource: name, action: 'list' });
    if (isPending) return null;
    return canAccess ? createElement(List) : createElement(AccessDeniedPage);
  };
}

/** One react-admin resource per registry entry; one without screens is still declared for its selectors. */
export const registryResources: ResourceProps[] = REGISTRY.map((entry) => {
  const resource = isGenericEntry(entry)
    ? catalogueResource(entry, CATALOGUE_SECTIONS[entry.name])
    : (CUSTOM_SCREENS[entry.name] ?? { name: entry.name });
  // A resource without screens (products, schemes…) answers its address as unknown rather than a blank page.
  const list = resource.list ? guardList(resource.name, resource.list) : NotFoundPage;
  return { ...resource, list, edit: guardEdit(resource.edit) };
});
