import type { Identifier } from 'react-admin';
import { apiFetch, buildQuery, type QueryValue } from './api.ts';

export type Query = Record<string, QueryValue>;

/** `/{resource}` or `/{resource}/{id}`, with the query string; the id is encoded as one path segment. */
export const recordPath = (resource: string, id?: Identifier, query: Query = {}): string =>
  `/${resource}${id === undefined ? '' : `/${encodeURIComponent(String(id))}`}${buildQuery(query)}`;

/**
 * The contract's CRUD calls of one resource (DESIGN.md §4), typed by its record and the input its zod schema
 * takes. Module clients spread it and add their own calls beside it, built on `path`. An answer that is not the
 * record (`{message, data}`, a parent record) is named by the caller: `remove<HolidayAnswer>(id)`.
 */
export function resourceClient<R, I = Partial<R>>(resource: string) {
  const path = (id?: Identifier, query?: Query) => recordPath(resource, id, query);
  return {
    resource,
    path,
    /** A plain (unpaginated) list: GET /api/{resource}?query → array. */
    list: (query?: Query) => apiFetch<R[]>(path(undefined, query)),
    get: (id: Identifier, query?: Query) => apiFetch<R>(path(id, query)),
    create: <A = R>(input: I) => apiFetch<A>(path(), { method: 'POST', json: input }),
    update: <A = R>(id: Identifier, input: Partial<I>) => apiFetch<A>(path(id), { method: 'PUT', json: input }),
    remove: <A = R>(id: Identifier, query?: Query) => apiFetch<A>(path(id, query), { method: 'DELETE' }),
  };
}

export type ResourceClient<R, I = Partial<R>> = ReturnType<typeof resourceClient<R, I>>;

const isThenable = (value: unknown): value is Promise<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as Promise<unknown>).then === 'function';

/**
 * The same client whose failed calls go through `onFailure` first (react-admin's session check: a 401 ends the
 * session) and then reject as before. Plain members (`resource`, `path`) pass through untouched.
 */
export function guardClient<C extends object>(client: C, onFailure: (error: unknown) => Promise<unknown>): C {
  const guarded: Record<string, unknown> = {};
  for (const [name, member] of Object.entries(client)) {
    if (typeof member !== 'function') {
      guarded[name] = member;
      continue;
    }
    guarded[name] = (...args: unknown[]) => {
      const result: unknown = member(...args);
      if (!isThenable(result)) return result;
      return result.catch(async (error: unknown) => {
        await onFailure(error);
        throw error;
      });
    };
  }
  return guarded as C;
}
