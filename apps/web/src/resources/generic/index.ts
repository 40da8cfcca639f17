import type { GenericEntry } from '@doyang/domain';
import { type ComponentType, createElement } from 'react';
import type { ResourceProps } from 'react-admin';
import { lazyNamed } from '../../lazy.ts';

// The three screens share one chunk, loaded when any of them first shows.
const screens = () => import('./CatalogueScreens.tsx');
const List = lazyNamed(screens, 'CatalogueList');
const Create = lazyNamed(screens, 'CatalogueCreate');
const Edit = lazyNamed(screens, 'CatalogueEdit');

/**
 * The react-admin resource of a plain registry catalogue: list, create and edit built from its entry; `below` is what
 * its edit screen shows under the form (CATALOGUE_SECTIONS, registry-resources.ts).
 */
export function catalogueResource(entry: GenericEntry, below?: ComponentType): ResourceProps {
  return {
    name: entry.name,
    list: () => createElement(List, { entry } as object),
    create: () => createElement(Create, { entry } as object),
    edit: () => createElement(Edit, { entry, below } as object),
    recordRepresentation: entry.fields[0]?.name,
  };
}
