import { describe, expect, it } from 'vitest';
import { COALESCE_MS, liveStreams, SPREAD_MAX_MS, spreadWindow } from './live-streams.ts';

// The streams' bookkeeping (issue 22): caps, a change told to each stream once and spread with the crowd, a stream
// of a tournament made private told and ended.

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

describe('live streams', () => {
  it('caps streams per address and in total; a closed stream frees its place', () => {
    const streams = liveStreams({ limits: { streamsPerAddress: 2, streamsTotal: 3 }, isPublic: async () => true });
    const a = streams.open(1, 'a', sink());
    expect(streams.open(1, 'a', sink())).not.toBeTypeOf('string');
    expect(streams.open(2, 'a', sink())).toBe('address');
    expect(streams.open(1, 'b', sink())).not.toBeTypeOf('string');
    expect(streams.open(1, 'c', sink())).toBe('total');
    if (typeof a !== 'string') a.close();
    expect(streams.size).toBe(2);
    expect(streams.open(1, 'a', sink())).not.toBeTypeOf('string');
    streams.endAll();
    expect(streams.size).toBe(0);
  });

  it("tells a tournament's streams once for a burst of changes, and no other tournament's", async () => {
    const streams = liveStreams({ limits, isPublic: async () => true, pause: () => 0 });
    const mine = sink();
    const other = sink();
    streams.open(1, 'a', mine);
    streams.open(2, 'a', other);
    streams.changed(1);
    streams.changed(1);
    await sleep(COALESCE_MS / 2);
    streams.changed(1);
    await sleep(COALESCE_MS + 100);
    expect(mine.said).toEqual(['event: changed\ndata: {}\n\n']);
    expect(other.said).toEqual([]);
    streams.changedAll();
    await sleep(COALESCE_MS + 100);
    expect(mine.said).toHaveLength(2);
    expect(other.said).toHaveLength(1);
    streams.endAll();
  });

  it('spreads the re-reads of a crowd over up to two seconds; a lone screen is told at once', async () => {
    expect(spreadWindow(1)).toBe(1);
    expect(spreadWindow(2000)).toBe(SPREAD_MAX_MS);
    expect(spreadWindow(50_000)).toBe(SPREAD_MAX_MS);
    const streams = liveStreams({ limits, isPublic: async () => true });
    const crowd = Array.from({ length: 1000 }, sink);
    for (const [i, s] of crowd.entries()) streams.open(1, `10.0.${i >> 8}.${i & 255}`, s);
    const started = performance.now();
    streams.changed(1);
    await sleep(COALESCE_MS + spreadWindow(1000) + 300);
    const at = crowd.map((s) => s.at[0] - started);
    expect(crowd.every((s) => s.said.length === 1)).toBe(true);
    // Spread over the window (1 ms per stream: 1 s here), not all at the same moment.
    expect(Math.max(...at) - Math.min(...at)).toBeGreaterThan(500);
    expect(Math.max(...at)).toBeLessThan(COALESCE_MS + spreadWindow(1000) + 250);
    streams.endAll();
  });

  it('tells and ends the streams of a tournament that is no longer public', async () => {
    let open = true;
    const streams = liveStreams({ limits, isPublic: async () => open, pause: () => 0 });
    const s = sink();
    streams.open(1, 'a', s);
    open = false;
    streams.changed(1);
    await sleep(COALESCE_MS + 100);
    expect(s.said).toEqual(['event: changed\ndata: {}\n\n']);
    expect(s.ended).toBe(true);
    expect(streams.size).toBe(0);
  });
});
