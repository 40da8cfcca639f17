import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RelatedTableProps } from './related-table-props.ts';
import { useRelatedAction } from './use-related-action.ts';

/**
 * The rows of a RelatedTable (given, or of the adapter's own call) and its changes: which row the dialog edits
 * (`{row: null}` adds), which one waits for the removal's confirmation, and the calls behind both.
 */
export function useRelatedTable<Row, Values, Input>({ adapter, rows, texts }: RelatedTableProps<Row, Values, Input>) {
  const run = useRelatedAction();
  const key = adapter.load?.key;
  const loaded = useQuery({
    queryKey: key ?? ['related-rows-given'],
    queryFn: adapter.load?.fn ?? (async () => []),
    enabled: Boolean(adapter.load),
    staleTime: 60_000,
  });
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const save = (row: Row | null) => (input: Input) =>
    row === null ? run(() => adapter.add?.(input), texts?.add, key) : run(() => adapter.update?.(row, input), texts?.update, key);
  const drop = async (row: Row) => {
    setBusy(true);
    await run(() => adapter.remove?.(row), texts?.remove, key);
    setBusy(false);
    setRemoving(null);
  };

  return {
    rows: (adapter.load ? loaded.data : rows) ?? [],
    pending: Boolean(adapter.load) && loaded.isPending,
    failed: loaded.isError,
    editing,
    setEditing,
    removing,
    setRemoving,
    busy,
    save,
    drop,
  };
}
