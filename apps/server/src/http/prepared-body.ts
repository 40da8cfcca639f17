import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A JSON answer many clients ask for between two changes (the public live board, issue 22): serialized and compressed
// once, on the thread pool, and sent as is to each — compressing the same bytes again for every reader is what kept
// the server busy when a crowd re-read at once. The ETag lets a client that already has it get a bodiless 304.

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type PreparedBody = { etag: string; identity: Buffer; br: Buffer; gzip: Buffer };
type Encoding = 'br' | 'gzip' | 'identity';

export async function prepareJson(value: unknown): Promise<PreparedBody> {
  const identity = Buffer.from(JSON.stringify(value));
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    gzipped(identity, { level: 9 }),
  ]);
  // Weak: the same content whichever encoding carries it.
  const etag = `W/"${createHash('sha1').update(identity).digest('base64url')}"`;
  return { etag, identity, br, gzip: gz };
}

/** The encoding to answer with: brotli, else gzip, else none, as the client accepts them (q=0 refuses). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  (ifNoneMatch ?? '').split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || (t !== '' && t.replace(/^W\//, '') === etag.replace(/^W\//, ''));
  });

/** Answers the prepared body (or 304): nothing is serialized or compressed per request. */
export function sendPrepared(request: FastifyRequest, reply: FastifyReply, body: PreparedBody): FastifyReply {
  reply.header('etag', body.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matches(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  reply.header('content-type', 'application/json; charset=utf-8');
  // Already encoded: the compress plugin leaves an answer with a content-encoding alone.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(body[encoding]);
}
