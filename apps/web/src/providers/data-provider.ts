import type { Paged } from '@doyang/domain';
import type {
  CreateParams,
  DataProvider,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import { apiFetch, buildQuery, type QueryValue } from './api.ts';
import { recordPath } from './api-client.ts';
import { formDataOf, hasFile } from './form-data.ts';

/** `meta.with` / `meta.append` become the contract's `with=` and `append=` (relations, computed fields). */
type Meta = { with?: string; append?: string } | undefined;

const metaParams = (meta: Meta): Record<string, QueryValue> => ({ with: meta?.with, append: meta?.append });

/** Filters: `q` is the text search; arrays travel as comma lists; everything else as is. */
export function filterParams(filter: Record<string, unknown> = {}): Record<string, QueryValue> {
  const out: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(filter)) {
    const name = key === 'q' ? 'search' : key;
    if (Array.isArray(value)) out[name] = value.join(',');
    else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[name] = value as QueryValue;
  }
  return out;
}

export function listQuery(params: Partial<GetListParams>): string {
  const { pagination, sort, filter, meta } = params;
  const query: Record<string, QueryValue> = { paginate: 1, page: pagination?.page ?? 1, perPage: pagination?.perPage ?? 20 };
  if (sort?.field) query[`orderBy[${sort.field}]`] = sort.order === 'DESC' ? 'desc' : 'asc';
  return buildQuery({ ...query, ...filterParams(filter), ...metaParams(meta as Meta) });
}

async function getPage<R extends RaRecord>(resource: string, params: Partial<GetListParams>) {
  const page = await apiFetch<Paged<R>>(`/${resource}${listQuery(params)}`);
  return { data: page.data, total: page.total };
}

const isRecord = (value: unknown): value is RaRecord => typeof value === 'object' && value !== null && 'id' in value;

/** react-admin's data provider over the API contract (DESIGN.md §4); calls beyond CRUD live in each module's client. */
export const dataProvider: DataProvider = {
  getList: <R extends RaRecord>(resource: string, params: GetListParams) => getPage<R>(resource, params),

  getOne: async <R extends RaRecord>(resource: string, { id, meta }: GetOneParams<R>) => ({
    data: await apiFetch<R>(`${recordPath(resource, id)}${buildQuery(metaParams(meta))}`),
  }),

  getMany: async <R extends RaRecord>(resource: string, { ids, meta }: GetManyParams<R>) => ({
    data: ids.length ? await apiFetch<R[]>(`/${resource}${buildQuery({ ids: ids.join(','), ...metaParams(meta) })}`) : [],
  }),

  getManyReference: <R extends RaRecord>(resource: string, { target, id, filter, ...rest }: GetManyReferenceParams) =>
    getPage<R>(resource, { ...rest, filter: { ...filter, [target]: id } }),

  create: async <R extends RaRecord>(resource: string, { data, meta }: CreateParams) => {
    const path = `/${resource}${buildQuery(metaParams(meta))}`;
    const body = hasFile(data) ? { body: formDataOf(data) } : { json: data };
    return { data: await apiFetch<R>(path, { method: 'POST', ...body }) };
  },

  // With a file, the spec's file form: POST /{id} with `_method=PUT` and the id (spec 01 §7, 03 §7).
  update: async <R extends RaRecord>(resource: string, { id, data, previousData }: UpdateParams<R>) => {
    const body = hasFile(data)
      ? { method: 'POST', body: formDataOf(data, { _method: 'PUT', id: String(id) }) }
      : { method: 'PUT', json: data };
    const saved = await apiFetch<unknown>(recordPath(resource, id), body);
    return { data: (isRecord(saved) ? saved : { ...previousData, ...data, id }) as R };
  },

  updateMany: async (resource, { ids, data }) => {
    await Promise.all(ids.map((id) => apiFetch(recordPath(resource, id), { method: 'PUT', json: data })));
    return { data: ids };
  },

  delete: async (resource, { id, previousData }) => {
    const deleted = await apiFetch<unknown>(recordPath(resource, id), { method: 'DELETE' });
    return { data: (isRecord(deleted) ? deleted : { ...previousData, id }) as never };
  },

  deleteMany: async (resource, { ids }) => {
    await Promise.all(ids.map((id) => apiFetch(recordPath(resource, id), { method: 'DELETE' })));
    return { data: ids };
  },
};
