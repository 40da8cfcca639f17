import { DEFAULT_PAGE_SIZE } from '@doyang/domain';

export type ListQuery = {
  with: string[];
  append: string[];
  orderBy: { field: string; dir: 'asc' | 'desc' }[];
  paginate: boolean;
  page: number;
  /** 0 means every row. */
  perPage: number;
  search: string | null;
  ids: number[] | null;
  /** Every other query parameter, for resource filters. */
  filters: Record<string, string>;
};

const RESERVED = new Set(['with', 'append', 'paginate', 'page', 'perPage', 'per_page', 'search', 'q', 'ids']);

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value])
    .flatMap((v) => String(v ?? '').split(','))
    .map((s) => s.trim())
    .filter(Boolean);

const toInt = (value: unknown, fallback: number): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

/** Reads the list conventions of DESIGN.md §4 from a raw query object (`orderBy[field]=asc` arrives flat). */
export function parseListQuery(query: Record<string, unknown>, defaultPerPage = DEFAULT_PAGE_SIZE): ListQuery {
  const orderBy: ListQuery['orderBy'] = [];
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    const order = /^orderBy\[(\w+)\]$/.exec(key);
    if (order) {
      orderBy.push({ field: order[1], dir: String(value).toLowerCase() === 'desc' ? 'desc' : 'asc' });
    } else if (!RESERVED.has(key) && value !== undefined && value !== '') {
      filters[key] = String(Array.isArray(value) ? value[0] : value);
    }
  }
  const paginate = query.paginate === '1' || query.paginate === 'true' || query.page !== undefined;
  const ids = query.ids !== undefined ? list(query.ids).map(Number).filter(Number.isInteger) : null;
  const search = String(query.search ?? query.q ?? '').trim();
  return {
    with: list(query.with),
    append: list(query.append),
    orderBy,
    paginate,
    page: Math.max(1, toInt(query.page, 1)),
    perPage: Math.min(1000, toInt(query.perPage ?? query.per_page, defaultPerPage)),
    search: search || null,
    ids,
    filters,
  };
}

export type Page<T> = { data: T[]; total: number; per_page: number; current_page: number; last_page: number };

export function pageOf<T>(data: T[], total: number, q: ListQuery): Page<T> {
  const perPage = q.perPage === 0 ? Math.max(total, 1) : q.perPage;
  return { data, total, per_page: perPage, current_page: q.page, last_page: Math.max(1, Math.ceil(total / perPage)) };
}
