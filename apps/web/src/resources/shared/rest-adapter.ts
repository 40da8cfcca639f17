import type { Identifier } from 'react-admin';
import type { Query, ResourceClient } from '../../providers/api-client.ts';
import type { RelatedAdapter } from './related-types.ts';
import { listAllKey } from './use-list-all.ts';

/**
 * A child resource with plain REST calls: its rows are GET /api/{resource}?params, cached where useListAll keeps
 * them; a new row is a POST, an edit a PUT of the row, a removal its DELETE. Pass a client from useApi.
 */
export function restAdapter<R extends { id: Identifier }, I>(client: ResourceClient<R, I>, params: Query = {}) {
  return {
    load: { key: listAllKey(client.resource, params), fn: () => client.list(params) },
    add: (input: I) => client.create(input),
    update: (row: R, input: I) => client.update(row.id, input),
    remove: (row: R) => client.remove(row.id),
  } satisfies RelatedAdapter<R, I>;
}
