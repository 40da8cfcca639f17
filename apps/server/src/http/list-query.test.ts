import { describe, expect, it } from 'vitest';
import { pageOf, parseListQuery } from './list-query.ts';

describe('parseListQuery', () => {
  it('reads with, append, orderBy, pagination and filters', () => {
    const q = parseListQuery({
      with: 'state,city',
      append: 'x',
      'orderBy[name]': 'desc',
      paginate: '1',
      page: '3',
      perPage: '30',
      search: ' tae ',
      doyang_id: '4',
    });
    expect(q).toMatchObject({
      with: ['state', 'city'],
      append: ['x'],
      orderBy: [{ field: 'name', dir: 'desc' }],
      paginate: true,
      page: 3,
      perPage: 30,
      search: 'tae',
      filters: { doyang_id: '4' },
    });
  });
  it('defaults to a plain list, page 1 and the given page size', () => {
    expect(parseListQuery({}, 30)).toMatchObject({ paginate: false, page: 1, perPage: 30, search: null, ids: null });
  });
  it('ignores nonsense numbers and reads ids lists', () => {
    expect(parseListQuery({ page: '-2', perPage: 'abc', ids: '1,2,x' })).toMatchObject({ page: 1, perPage: 20, ids: [1, 2] });
  });
});

describe('pageOf', () => {
  it('computes the last page, and perPage 0 means one page of everything', () => {
    const q = parseListQuery({ paginate: '1', perPage: '20' });
    expect(pageOf([], 41, q)).toMatchObject({ total: 41, per_page: 20, last_page: 3, current_page: 1 });
    expect(pageOf([], 41, parseListQuery({ paginate: '1', perPage: '0' }))).toMatchObject({ per_page: 41, last_page: 1 });
  });
});
