import type { LiveBoardContent } from '@doyang/domain';

// The live boards of open tournaments, built once per change (issue 13): every screen at a venue — and every parent's
// phone, the view being public — re-reads the board when told 'changed', so without this N screens cost N reads of
// every bracket on the one database connection the deciders also use. A bracket change forgets the tournament's
// boards at once; writes that do not announce themselves (a category or a competitor renamed) show within `ttlMs`.

type Entry = { boards: Map<number | null, Promise<LiveBoardContent>>; until: number };

export function liveBoardCache(load: (tournamentId: number, area: number | null) => Promise<LiveBoardContent>, ttlMs = 10_000) {
  const entries = new Map<number, Entry>();
  return {
    /** The board, read now or shared with the read under way: screens told at once ask at once. */
    get(tournamentId: number, area: number | null, now = Date.now()): Promise<LiveBoardContent> {
      for (const [id, entry] of entries) if (entry.until <= now) entries.delete(id);
      let entry = entries.get(tournamentId);
      if (!entry) {
        entry = { boards: new Map(), until: now + ttlMs };
        entries.set(tournamentId, entry);
      }
      const cached = entry.boards.get(area);
      if (cached) return cached;
      const board = load(tournamentId, area);
      entry.boards.set(area, board);
      // A failed read is not kept: the next screen tries again.
      const kept = entry;
      board.catch(() => {
        if (kept.boards.get(area) === board) kept.boards.delete(area);
      });
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
