import type { LiveLimits } from '../../../config.ts';

// The open event streams of the public live view (issue 13; issue 22), per tournament. After a change each stream's
// board (its area's, or the whole tournament's) is built once and compared with the one it was last told of: only
// streams whose board changed are told — a decision in area 1 does not send area 2's screens to read the same board
// again. Each is told after a random pause that grows with the crowd: two thousand phones re-reading in the same
// millisecond queue every other user's request behind them, spread over two seconds they do not, and a lone screen
// at a venue still hears within milliseconds (at most 1 ms per open stream). Streams are capped per client address
// and in total; one whose tournament stopped being public is told and ended.

/** Where a stream writes: the response, hijacked (live.routes.ts). */
export type LiveSink = { write: (text: string) => void; end: () => void };

type Stream = {
  sink: LiveSink;
  tournamentId: number;
  area: number | null;
  address: string;
  /** The tag (ETag) of the board it was last told of, or that was current when it opened. */
  tag: string | null;
  pending: NodeJS.Timeout | null;
  /** Told 'changed' for the last time: the tournament is no longer public. */
  ending: boolean;
};

/** Bursts of decisions (a director catching up) reach the screens as one event. */
export const COALESCE_MS = 200;
/** The re-reads after a change are spread over up to this long... */
export const SPREAD_MAX_MS = 2000;
/** ...1 ms per open stream: a cached board costs well under that to answer. */
const SPREAD_PER_STREAM_MS = 1;
/** A comment now and then keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

/** How long the re-reads of `open` streams are spread over. */
export const spreadWindow = (open: number): number => Math.min(SPREAD_MAX_MS, open * SPREAD_PER_STREAM_MS);

export type Refusal = 'address' | 'total';

export function liveStreams(options: {
  limits: Pick<LiveLimits, 'streamsPerAddress' | 'streamsTotal'>;
  /** The tag of the area's board as it is now; null when the tournament is no longer public. */
  tagOf: (tournamentId: number, area: number | null) => Promise<string | null>;
  /** The pause before one stream is told (tests pin it). */
  pause?: (open: number) => number;
}) {
  const byTournament = new Map<number, Set<Stream>>();
  const perAddress = new Map<string, number>();
  const checking = new Map<number, NodeJS.Timeout>();
  const pause = options.pause ?? ((open: number) => Math.random() * spreadWindow(open));
  let total = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const remove = (stream: Stream) => {
    const group = byTournament.get(stream.tournamentId);
    if (!group?.delete(stream)) return;
    if (!group.size) byTournament.delete(stream.tournamentId);
    if (stream.pending) clearTimeout(stream.pending);
    const left = (perAddress.get(stream.address) ?? 1) - 1;
    if (left > 0) perAddress.set(stream.address, left);
    else perAddress.delete(stream.address);
    total--;
    if (total === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  const tell = (stream: Stream, end: boolean) => {
    stream.ending ||= end;
    if (stream.pending) return;
    stream.pending = setTimeout(() => {
      stream.pending = null;
      stream.sink.write('event: changed\ndata: {}\n\n');
      if (stream.ending) {
        remove(stream);
        stream.sink.end();
      }
    }, pause(total));
  };

  /** After a short wait (coalescing a burst), each area's board is built once and its streams told if it changed. */
  const changed = (tournamentId: number) => {
    if (!byTournament.has(tournamentId) || checking.has(tournamentId)) return;
    checking.set(
      tournamentId,
      setTimeout(async () => {
        // A change that lands while this reads checks again: the last word is always read after it.
        checking.delete(tournamentId);
        const areas = new Set([...(byTournament.get(tournamentId) ?? [])].map((s) => s.area));
        const tags = new Map(
          await Promise.all(
            [...areas].map(async (area) => [area, await options.tagOf(tournamentId, area).catch(() => undefined)] as const),
          ),
        );
        for (const stream of byTournament.get(tournamentId) ?? []) {
          const tag = tags.get(stream.area);
          if (tag === null) tell(stream, true);
          else if (tag === undefined || tag !== stream.tag) {
            // Unknown (a failed read): told, and told again next time.
            stream.tag = tag ?? null;
            tell(stream, false);
          }
        }
      }, COALESCE_MS),
    );
  };

  return {
    /** A new stream, or why it is refused (the caps). Synchronous: two streams opening at once cannot both slip in. */
    open(
      where: { tournamentId: number; area: number | null; tag: string | null },
      address: string,
      sink: LiveSink,
    ): { close: () => void } | Refusal {
      if ((perAddress.get(address) ?? 0) >= options.limits.streamsPerAddress) return 'address';
      if (total >= options.limits.streamsTotal) return 'total';
      const { tournamentId } = where;
      const stream: Stream = { ...where, sink, address, pending: null, ending: false };
      const group = byTournament.get(tournamentId) ?? new Set<Stream>();
      group.add(stream);
      byTournament.set(tournamentId, group);
      perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
      total++;
      heartbeat ??= setInterval(() => {
        for (const streams of byTournament.values()) for (const s of streams) s.sink.write(': latido\n\n');
      }, HEARTBEAT_MS);
      return { close: () => remove(stream) };
    },
    /** The tournament's live view changed (a notification): streams whose board changed re-read; all end if private. */
    changed,
    /** Changes may have been missed: every tournament's streams are told. */
    changedAll(): void {
      for (const tournamentId of byTournament.keys()) changed(tournamentId);
    },
    /** The app closes: open streams would keep the server up. */
    endAll(): void {
      for (const timer of checking.values()) clearTimeout(timer);
      checking.clear();
      for (const streams of [...byTournament.values()])
        for (const stream of [...streams]) {
          remove(stream);
          stream.sink.end();
        }
    },
    get size(): number {
      return total;
    },
  };
}

export type LiveStreams = ReturnType<typeof liveStreams>;
