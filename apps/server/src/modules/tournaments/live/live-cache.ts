// The live boards of open tournaments, built once per change (issue 13; issue 22): every screen at a venue — and every
// parent's phone, the view being public — re-reads the board when told 'changed', so the work of a read is done once
// for all of them: whether the tournament is public (one row), its brackets (read once per tournament, each area's
// board built from that read) and the answer itself (serialized and compressed once: live.routes.ts). A change
// announced through the database (live-events.ts) forgets the tournament's boards at once; a change to named brackets
// (a decision) reads those brackets again, not the whole tournament — on PGlite a whole read holds the one thread
// for a large tournament's hundreds of milliseconds. Writes that do not announce themselves (a category or a
// competitor renamed) show within `ttlMs` of the whole read.

type Item = { id: number };

type Entry<T, G extends Item, B> = {
  /** The tournament when its live view is public, else null (kept too: a crowd at a private one costs one read). */
  tournament: Promise<T | null>;
  /** Read on the first board asked, never for a private tournament. */
  brackets: Promise<G[]> | null;
  boards: Map<number | null, Promise<B | null>>;
  until: number;
};

export type LiveSource<T, G extends Item, B> = {
  tournament: (tournamentId: number) => Promise<T | null>;
  /** The tournament's brackets, in id order. */
  brackets: (tournamentId: number) => Promise<G[]>;
  /** One bracket read again (undefined: deleted). */
  bracket: (bracketId: number) => Promise<G | undefined>;
  board: (tournament: T, brackets: G[], area: number | null) => B | Promise<B>;
};

export function liveBoardCache<T, G extends Item, B>(source: LiveSource<T, G, B>, ttlMs = 10_000) {
  const entries = new Map<number, Entry<T, G, B>>();
  let sweptAt = 0;
  /** A failed read is not kept: the next screen tries again. */
  const dropOnFailure = (tournamentId: number, entry: Entry<T, G, B>, work: Promise<unknown>) =>
    work.catch(() => {
      if (entries.get(tournamentId) === entry) entries.delete(tournamentId);
    });
  const entryOf = (tournamentId: number, now: number): Entry<T, G, B> => {
    if (now - sweptAt >= ttlMs) {
      sweptAt = now;
      for (const [id, entry] of entries) if (entry.until <= now) entries.delete(id);
    }
    const found = entries.get(tournamentId);
    if (found && found.until > now) return found;
    const entry: Entry<T, G, B> = {
      tournament: source.tournament(tournamentId),
      brackets: null,
      boards: new Map(),
      until: now + ttlMs,
    };
    entries.set(tournamentId, entry);
    dropOnFailure(tournamentId, entry, entry.tournament);
    return entry;
  };
  return {
    /** The tournament when its live view is public, else null; read now or shared with the read under way. */
    tournament(tournamentId: number, now = Date.now()): Promise<T | null> {
      return entryOf(tournamentId, now).tournament;
    },
    /** The area's board (null: the tournament is not public), built now or shared: screens told at once ask at once. */
    get(tournamentId: number, area: number | null, now = Date.now()): Promise<B | null> {
      const entry = entryOf(tournamentId, now);
      let board = entry.boards.get(area);
      if (!board) {
        board = entry.tournament.then(async (tournament) => {
          if (tournament === null) return null;
          entry.brackets ??= source.brackets(tournamentId);
          return source.board(tournament, await entry.brackets, area);
        });
        entry.boards.set(area, board);
        dropOnFailure(tournamentId, entry, board);
      }
      return board;
    },
    /**
     * The tournament's live view changed (committed): reads from now on see it. A read already under way is left to
     * the screens that asked before the change; they are told 'changed' after it and ask again.
     */
    forget(tournamentId: number): void {
      entries.delete(tournamentId);
    },
    /**
     * One bracket of the tournament changed (committed): it is read again once the brackets held (or being read)
     * are in, so changes to one bracket apply in the order they were heard; every board is built again from that.
     */
    forgetBracket(tournamentId: number, bracketId: number): void {
      const old = entries.get(tournamentId);
      if (!old?.brackets) return;
      const brackets = old.brackets.then(async (list) => {
        const fresh = await source.bracket(bracketId);
        const rest = list.filter((g) => g.id !== bracketId);
        return fresh ? [...rest, fresh].sort((a, b) => a.id - b.id) : rest;
      });
      const entry: Entry<T, G, B> = { tournament: old.tournament, brackets, boards: new Map(), until: old.until };
      entries.set(tournamentId, entry);
      dropOnFailure(tournamentId, entry, brackets);
    },
    /** Changes may have been missed (the listening connection dropped): every tournament is read again. */
    clear(): void {
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type LiveBoardCache<T, G extends Item, B> = ReturnType<typeof liveBoardCache<T, G, B>>;
