import { describe, expect, it } from 'vitest';
import { resourceClient } from '../../providers/api-client.ts';
import { stubApi } from '../../providers/fetch-stub.ts';
import { restAdapter } from './rest-adapter.ts';

const { calls, answer, sent } = stubApi();
const requisites = resourceClient<{ id: number; name: string }, { name: string }>('doyang_category_requisites');

describe('restAdapter', () => {
  const adapter = restAdapter(requisites, { doyang_category_id: 4, with: 'doyangs' });

  it('caches the rows where useListAll keeps that list, so a save of the resource refreshes both', () => {
    expect(adapter.load.key).toEqual(['doyang_category_requisites', 'listAll', { doyang_category_id: 4, with: 'doyangs' }]);
  });

  it('reads, adds, edits and removes rows with the plain REST calls of the child resource', async () => {
    answer(200, []);
    await adapter.load.fn();
    await adapter.add({ name: 'BOTIQUÍN' });
    await adapter.update({ id: 7, name: 'X' }, { name: 'BOTIQUÍN' });
    await adapter.remove({ id: 7, name: 'X' });
    expect(calls.map((_, i) => `${sent(i).method} ${sent(i).url}`)).toEqual([
      'GET /api/doyang_category_requisites?doyang_category_id=4&with=doyangs',
      'POST /api/doyang_category_requisites',
      'PUT /api/doyang_category_requisites/7',
      'DELETE /api/doyang_category_requisites/7',
    ]);
    expect(sent(2).body).toEqual({ name: 'BOTIQUÍN' });
  });
});
