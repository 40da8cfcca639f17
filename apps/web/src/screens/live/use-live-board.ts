import type { LiveBoard } from '@doyang/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { liveApi } from './live-api.ts';

// The board kept fresh: read once, then again on every 'changed' from the stream and on every (re)connection, so a
// screen that lost the network catches up when it is back. One read at a time: a change during a read reads again
// once after it, never a storm.

/**
 * After the stream gives up (the server refused it: not public, or too many streams), try again this much later, plus
 * up to as much again at random: a crowd refused together does not come back together.
 */
const RETRY_MS = 10_000;

export type LiveState = {
  board: LiveBoard | null;
  /** The tournament is unknown or not public (the server's 404). */
  unavailable: boolean;
  /** The stream is open: changes arrive as they happen. */
  live: boolean;
  updatedAt: Date | null;
};

export function useLiveBoard(id: string, area: number | null): LiveState {
  const [state, setState] = useState<LiveState>({ board: null, unavailable: false, live: false, updatedAt: null });
  const reading = useRef(false);
  const again = useRef(false);

  const read = useCallback(async () => {
    if (reading.current) {
      again.current = true;
      return;
    }
    reading.current = true;
    try {
      do {
        again.current = false;
        try {
          const board = await liveApi.board(id, area);
          setState((s) => ({ ...s, board, unavailable: false, updatedAt: new Date() }));
        } catch (error) {
          if ((error as { status?: number }).status === 404) setState((s) => ({ ...s, board: null, unavailable: true }));
        }
      } while (again.current);
    } finally {
      reading.current = false;
    }
  }, [id, area]);

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      source = new EventSource(liveApi.streamUrl(id, area));
      source.addEventListener('changed', () => void read());
      source.onopen = () => {
        setState((s) => ({ ...s, live: true }));
        void read();
      };
      source.onerror = () => {
        setState((s) => ({ ...s, live: false }));
        // EventSource reconnects by itself after a dropped connection; after a refusal it stays closed.
        if (source?.readyState === EventSource.CLOSED) {
          source.close();
          retry = setTimeout(connect, RETRY_MS * (1 + Math.random()));
        }
      };
    };
    void read();
    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [id, area, read]);

  return state;
}
