import type { FastifyRequest } from 'fastify';
import type { FileStorage } from '../storage/file-storage.ts';

// Files and the transaction of the write that refers to them. A file is stored before the write opens its transaction
// (a slow upload never holds the database), and a replaced or deleted record's file is removed only after the write
// has committed. So a row never names a missing file: a write that fails takes its new file back with it; a write that
// commits leaves at worst an unreferenced file behind (a removal that failed is logged), never a broken row.

type Pending = { uploaded: string[]; discarded: string[]; settled: boolean };

const pending = new WeakMap<FastifyRequest, Pending>();

const pendingOf = (request: FastifyRequest): Pending => {
  let found = pending.get(request);
  if (!found) {
    found = { uploaded: [], discarded: [], settled: false };
    pending.set(request, found);
  }
  return found;
};

/** A file this request stored for its write: removed again unless the write commits (http/uploads.ts calls it). */
export function keepIfCommitted(request: FastifyRequest, key: string): void {
  pendingOf(request).uploaded.push(key);
}

/** A stored file the write stops referring to (replaced, or its record deleted): removed once the write has committed. */
export function removeAfterCommit(request: FastifyRequest, key: string | null | undefined): void {
  if (key) pendingOf(request).discarded.push(key);
}

/** A write runs again from the start when it lost to another transaction (db/audit-actor.ts): so do its removals. */
export function startAttempt(request: FastifyRequest): void {
  const found = pending.get(request);
  if (found) found.discarded = [];
}

/**
 * Once the write is over: after a commit, the files it discarded go; otherwise the files it uploaded go. Runs once per
 * request (route() after the transaction; the request-bodies plugin's onResponse for a request that failed before it).
 */
export async function settleFiles(request: FastifyRequest, storage: FileStorage, committed: boolean): Promise<void> {
  const found = pending.get(request);
  if (!found || found.settled) return;
  found.settled = true;
  for (const key of committed ? found.discarded : found.uploaded) {
    try {
      await storage.delete(key);
    } catch (error) {
      request.log.warn({ err: error, key }, 'stored file not removed');
    }
  }
}
