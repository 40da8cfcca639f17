import type { LiveBoardContent } from '@doyang/domain';

// The live boards of open tournaments, built once per change (issue 13): every screen at a venue — and every parent's
// phone, the view being public — re-reads the board when told 'changed', so without this N screens cost N reads of
// every bracket on the one database connection the deciders also use. The brackets are read once per tournament and
// each area's board is built from that read. A bracket change forgets the tournament at once; writes that do not
// announce themselves (a category or a competitor renamed) show within `ttlMs`.

type Entry<G> = { graphs: Promise<G>; boards: Map<number | null, Promise<LiveBoardContent>>; until: number };

export function liveBoardCache<G>(
  read: (tournamentId: number) => Promise<G>,
  build: (graphs: G, area: number | null) => LiveBoardContent,
  ttlMs = 10_000,
) {
  const entries = new Map<number, Entry<G>>();
  const open = (tournamentId: number, now: number): Entry<G> => {
    const graphs = read(tournamentId);
    const entry: Entry<G> = { graphs, boards: new Map(), until: now + ttlMs };
    // A failed read is not kept: the next screen tries again.
    graphs.catch(() => {
      if (entries.get(tournamentId) === entry) entries.delete(tournamentId);
    });
    entries.set(tournamentId, entry);
    return entry;
  };
  return {
    /** The board, built now or shared with the read under way: screens told at once ask at once. */
    get(tournamentId: number, area: number | null, now = Date.now()): Promise<LiveBoardContent> {
      for (const [id, entry] of entries) if (entry.until <= now) entries.delete(id);
      const entry = entries.get(tournamentId) ?? open(tournamentId, now);
      let board = entry.boards.get(area);
      if (!board) {
        board = entry.graphs.then((graphs) => build(graphs, area));
        entry.boards.set(area, board);
      }
      return board;
    },
    /**
     * The tournament's brackets changed (committed): reads from now on see it. A read already under way is left to
     * the screens that asked before the change; they are told 'changed' after it and ask again.
     */
    forget(tournamentId: number): void {
      entries.delete(tournamentId);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type LiveBoardCache = ReturnType<typeof liveBoardCache>;
