import { eventStream, liveBoardSchema, MSG } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import type { Listen } from '../../../db/client.ts';
import { HttpError } from '../../../http/errors.ts';
import { prepareJson, sendPrepared } from '../../../http/prepared-body.ts';
import { idParams, Q, strictQuery } from '../../../http/query-params.ts';
import { route } from '../../../http/route.ts';
import { loadBracket } from '../brackets/brackets.queries.ts';
import { liveTournament, readLiveBrackets } from './live.queries.ts';
import { liveBoard } from './live-board.ts';
import { liveBoardCache } from './live-cache.ts';
import { announced, LIVE_CHANNEL } from './live-events.ts';
import { liveStreams } from './live-streams.ts';

// The live view of a tournament (issue 13, beyond the spec): a TV at the venue reads it without login, only while the
// tournament is marked public (is_live_public); staff otherwise use the brackets screen. The stream only says 'changed'
// (the page re-reads the board), so what the public sees is always what the board route answers. Every process hears
// every change through the database (live-events.ts), whichever process made it (issue 22).

const tags = ['live'];
const open = { public: 'Vista en vivo de un torneo marcado público (is_live_public); 404 si no lo está' } as const;
const query = strictQuery({ area: Q.id });
const areaOf = (q: { area?: string }) => (q.area === undefined ? null : Number(q.area));

/** EventSource reconnects after this long plus up to RETRY_SPREAD_MS: a restart is not met by every screen at once. */
const RETRY_MS = 3000;
const RETRY_SPREAD_MS = 7000;

export async function liveRoutes(app: FastifyInstance, options: { listen?: Listen }): Promise<void> {
  const boards = liveBoardCache({
    tournament: (id) => liveTournament(app.db, id),
    brackets: (id) => readLiveBrackets(app.db, id),
    bracket: (bracketId) => loadBracket(app.db, bracketId),
    board: (tournament, brackets, area) => {
      const board = { tournament, area, ...liveBoard(brackets, area, { ahead: tournament.date > app.clock.today() }) };
      // Sent as prepared bytes, past the serializer that checks answers in the tests: checked here instead.
      if (app.config.checkResponses) liveBoardSchema.parse(board);
      return prepareJson(board);
    },
  });
  const streams = liveStreams({
    limits: app.config.live,
    tagOf: async (id, area) => (await boards.get(id, area))?.etag ?? null,
  });
  const missed = () => {
    boards.clear();
    streams.changedAll();
  };
  const heard = (payload: string) => {
    const change = announced(payload);
    if (!change) return missed();
    if (change.bracketId === null) boards.forget(change.tournamentId);
    else boards.forgetBracket(change.tournamentId, change.bracketId);
    streams.changed(change.tournamentId);
  };
  // Without the database's notifications (a bench's bare app) boards still expire on their own.
  const stop = options.listen ? await options.listen(LIVE_CHANNEL, heard, missed) : null;
  // Open streams never end by themselves: closing the app ends them so the server can stop.
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => stop?.());

  // Per client address: a crowd behind one address is capped, everyone else is not slowed by it.
  const config = {
    rateLimit: {
      max: app.config.live.perMinute,
      timeWindow: '1 minute',
      errorResponseBuilder: () => new HttpError(429, MSG.liveTooManyRequests),
    },
  };

  route(app, {
    method: 'GET',
    url: '/api/live/tournaments/:id',
    tags,
    summary: 'Vista en vivo: encuentros en curso y siguientes por área, ganadores recientes y campeones (sin sesión; ETag, 304)',
    permission: open,
    scope: 'network',
    params: idParams,
    query,
    config,
    response: liveBoardSchema,
    handler: async ({ params, query, request, reply }) => {
      const board = await boards.get(params.id, areaOf(query));
      if (!board) throw new HttpError(404, MSG.liveNotAvailable);
      return sendPrepared(request, reply, board);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/live/tournaments/:id/stream',
    tags,
    summary:
      "Aviso en vivo (text/event-stream): 'changed' cuando cambia el torneo; termina si deja de ser público; latido cada 25 s; 429 sobre el límite de flujos",
    permission: open,
    scope: 'network',
    params: idParams,
    query,
    config,
    response: eventStream,
    handler: async ({ params, query, request, reply }) => {
      const area = areaOf(query);
      const board = await boards.get(params.id, area);
      if (!board) throw new HttpError(404, MSG.liveNotAvailable);
      const res = reply.raw;
      const stream = streams.open({ tournamentId: params.id, area, tag: board.etag }, request.ip, {
        write: (text) => res.write(text),
        end: () => res.end(),
      });
      if (typeof stream === 'string') throw new HttpError(429, MSG.liveTooManyStreams);
      // Written by hand from here on: nothing may serialize, compress or buffer the stream.
      reply.hijack();
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS + Math.floor(Math.random() * RETRY_SPREAD_MS)}\n: en vivo\n\n`);
      // The response closes when the client goes (or the app ends it): the stream's place goes with it.
      res.on('close', stream.close);
    },
  });
}
