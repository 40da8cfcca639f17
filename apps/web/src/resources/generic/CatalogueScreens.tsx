import type { GenericEntry } from '@doyang/domain';
import { type ComponentType, createElement } from 'react';
import { DataTable } from 'react-admin';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { ResourceList } from '../shared/ResourceList.tsx';
import { CatalogueInputs } from './CatalogueInputs.tsx';

/** A plain catalogue's list, from its registry entry: the listed fields, its order, its page size. */
export const CatalogueList = ({ entry }: { entry: GenericEntry }) => (
  <ResourceList
    resource={entry.name}
    title={entry.labels.list}
    perPage={entry.perPage}
    sort={{ field: entry.defaultOrder[0], order: entry.defaultOrder[1] === 'desc' ? 'DESC' : 'ASC' }}
  >
    {entry.fields
      .filter((f) => f.list)
      .map((f) => (
        <DataTable.Col key={f.name} source={f.name} />
      ))}
  </ResourceList>
);

export const CatalogueCreate = ({ entry }: { entry: GenericEntry }) => (
  <ResourceCreate resource={entry.name} title={entry.labels.create} schema={entry.schema}>
    <CatalogueInputs fields={entry.fields} />
  </ResourceCreate>
);

/** `below`: what a catalogue shows under its record's form (a parent event's assistances). */
export const CatalogueEdit = ({ entry, below }: { entry: GenericEntry; below?: ComponentType }) => (
  <ResourceEdit
    resource={entry.name}
    title={entry.labels.edit}
    schema={entry.schema}
    below={below ? createElement(below) : undefined}
  >
    <CatalogueInputs fields={entry.fields} />
  </ResourceEdit>
);
