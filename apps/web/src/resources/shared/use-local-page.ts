import { useState } from 'react';

/** One page of rows already in the browser; a page past the end (the rows shrank under a filter) shows the last. */
export function useLocalPage<T>(rows: readonly T[], perPage: number) {
  const [page, setPage] = useState(0);
  const last = Math.max(0, Math.ceil(rows.length / perPage) - 1);
  const at = Math.min(page, last);
  return { page: at, setPage, shown: rows.slice(at * perPage, (at + 1) * perPage) };
}
