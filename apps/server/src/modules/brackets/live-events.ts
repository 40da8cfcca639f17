import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Bracket changes announced to the live views (issue 13): a write marks its tournament on the request, and the mark is
// sent once the answer has left — after the transaction committed — so a live view that re-reads sees the change.

const pending = new WeakMap<FastifyRequest, Set<number>>();
const emitter = new EventEmitter();
// Every open live view listens; a venue with many screens must not trip Node's leak warning.
emitter.setMaxListeners(0);

export const bracketEvents = {
  /** The tournament's brackets changed in this request. */
  changed(request: FastifyRequest, tournamentId: number): void {
    const set = pending.get(request) ?? new Set<number>();
    set.add(tournamentId);
    pending.set(request, set);
  },
  /** The tournament's brackets changed in a transaction of their own that has committed (the draw of an append). */
  committed(tournamentId: number): void {
    emitter.emit('changed', tournamentId);
  },
  subscribe(listener: (tournamentId: number) => void): () => void {
    emitter.on('changed', listener);
    return () => emitter.off('changed', listener);
  },
  /** How many live views listen now (each open stream is one). */
  listeners(): number {
    return emitter.listenerCount('changed');
  },
  /** Sends the marks of answered writes (a refused one changed nothing). */
  register(app: FastifyInstance): void {
    app.addHook('onResponse', async (request, reply) => {
      const set = pending.get(request);
      if (!set || reply.statusCode >= 400) return;
      for (const id of set) emitter.emit('changed', id);
    });
  },
};
