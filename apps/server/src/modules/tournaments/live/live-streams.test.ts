import { describe, expect, it, vi } from 'vitest';
import { COALESCE_MS, type LiveSink, liveStreams, SPREAD_MAX_MS, spreadWindow } from './live-streams.ts';

// The streams' bookkeeping (issue 22): caps, a change told once to each stream whose board changed, spread with the
// crowd, a stream of a tournament made private told and ended.

type Sink = { said: string[]; at: number[]; ended: boolean; write: (t: string) => void; end: () => void };
const sink = (): Sink => {
  const s: Sink = {
    said: [],
    at: [],
    ended: false,
    write: (text) => {
      s.said.push(text);
      s.at.push(performance.now());
    },
    end: () => {
      s.ended = true;
    },
  };
  return s;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const limits = { streamsPerAddress: 10, streamsTotal: 5000 };
/** Every board's tag, per tournament and area; null: not public. */
const tags = new Map<string, string | null>();
const tagOf = async (tournamentId: number, area: number | null) => {
  const key = `${tournamentId}/${area}`;
  return tags.has(key) ? (tags.get(key) as string | null) : 'v1';
};
const at = (tournamentId: number, area: number | null = null) => ({ tournamentId, area, tag: 'v1' });
const open = (streams: ReturnType<typeof liveStreams>, where: ReturnType<typeof at>, address: string, s: LiveSink) =>
  streams.open(where, address, s);

describe('live streams', () => {
  it('caps streams per address and in total; a closed stream frees its place', () => {
    const streams = liveStreams({ limits: { streamsPerAddress: 2, streamsTotal: 3 }, tagOf });
    const a = open(streams, at(1), 'a', sink());
    expect(open(streams, at(1), 'a', sink())).not.toBeTypeOf('string');
    expect(open(streams, at(2), 'a', sink())).toBe('address');
    expect(open(streams, at(1), 'b', sink())).not.toBeTypeOf('string');
    expect(open(streams, at(1), 'c', sink())).toBe('total');
    if (typeof a !== 'string') a.close();
    expect(streams.size).toBe(2);
    expect(open(streams, at(1), 'a', sink())).not.toBeTypeOf('string');
    streams.endAll();
    expect(streams.size).toBe(0);
  });

  it("tells a tournament's streams once for a burst of changes, only those whose board changed", async () => {
    tags.clear();
    const streams = liveStreams({ limits, tagOf, pause: () => 0 });
    const whole = sink();
    const area1 = sink();
    const area2 = sink();
    const other = sink();
    open(streams, at(1), 'a', whole);
    open(streams, at(1, 1), 'a', area1);
    open(streams, at(1, 2), 'a', area2);
    open(streams, at(2), 'a', other);
    // A decision in area 1: its board and the whole tournament's change, area 2's does not.
    tags.set('1/null', 'v2');
    tags.set('1/1', 'v2');
    streams.changed(1);
    streams.changed(1);
    await sleep(COALESCE_MS / 2);
    streams.changed(1);
    await sleep(COALESCE_MS + 100);
    expect(whole.said).toEqual(['event: changed\ndata: {}\n\n']);
    expect(area1.said).toHaveLength(1);
    expect(area2.said).toEqual([]);
    expect(other.said).toEqual([]);
    // Changes may have been missed: each stream whose board is not the one it was told of hears.
    tags.set('1/2', 'v3');
    tags.set('2/null', 'v3');
    streams.changedAll();
    await sleep(COALESCE_MS + 100);
    expect([whole, area1, area2, other].map((s) => s.said.length)).toEqual([1, 1, 1, 1]);
    streams.endAll();
  });

  it('spreads the re-reads of a crowd over up to two seconds; a lone screen is told at once', async () => {
    expect(spreadWindow(1)).toBe(1);
    expect(spreadWindow(2000)).toBe(SPREAD_MAX_MS);
    expect(spreadWindow(50_000)).toBe(SPREAD_MAX_MS);
    tags.clear();
    // On a clock of the test's own: when each stream is told is the schedule's, not the machine's speed.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const streams = liveStreams({ limits, tagOf });
      const crowd = Array.from({ length: 1000 }, sink);
      for (const [i, s] of crowd.entries()) open(streams, at(1), `10.0.${i >> 8}.${i & 255}`, s);
      tags.set('1/null', 'v2');
      const started = performance.now();
      streams.changed(1);
      await vi.advanceTimersByTimeAsync(COALESCE_MS + spreadWindow(1000) + 300);
      const told = crowd.map((s) => s.at[0] - started);
      expect(crowd.every((s) => s.said.length === 1)).toBe(true);
      // Spread over the window (1 ms per stream: 1 s here), not all at the same moment.
      expect(Math.max(...told) - Math.min(...told)).toBeGreaterThan(500);
      expect(Math.max(...told)).toBeLessThanOrEqual(COALESCE_MS + spreadWindow(1000));
      streams.endAll();
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells and ends the streams of a tournament that is no longer public', async () => {
    tags.clear();
    const streams = liveStreams({ limits, tagOf, pause: () => 0 });
    const s = sink();
    open(streams, at(1, 2), 'a', s);
    tags.set('1/2', null);
    streams.changed(1);
    await sleep(COALESCE_MS + 100);
    expect(s.said).toEqual(['event: changed\ndata: {}\n\n']);
    expect(s.ended).toBe(true);
    expect(streams.size).toBe(0);
  });
});
