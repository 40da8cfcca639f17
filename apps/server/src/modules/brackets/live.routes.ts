import type { ServerResponse } from 'node:http';
import { liveBoardSchema } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { idParams, Q, strictQuery } from '../../http/query-params.ts';
import { eventStream } from '../../http/responses.ts';
import { route } from '../../http/route.ts';
import { liveView, readLiveGraphs, requireLiveTournament } from './live.queries.ts';
import { liveBoard } from './live-board.ts';
import { liveBoardCache } from './live-cache.ts';
import { bracketEvents } from './live-events.ts';

// The live view of a tournament (issue 13, beyond the spec): a TV at the venue reads it without login, only while the
// tournament is marked public (is_live_public); staff otherwise use the graphs screen. The stream only says 'changed'
// (the page re-reads the board), so what the public sees is always what the board route answers.

const tags = ['live'];
const open = { public: 'Vista en vivo de un torneo marcado público (is_live_public); 404 si no lo está' } as const;
const query = strictQuery({ area: Q.id });

/** Bursts of decisions (a director catching up) reach the screens as one event. */
const COALESCE_MS = 200;
/** A comment now and then keeps proxies and the browser from closing an idle stream. */
const HEARTBEAT_MS = 25_000;

export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const streams = new Set<ServerResponse>();
  const boards = liveBoardCache((id) => readLiveGraphs(app.db, id), liveBoard);
  const forgetChanged = bracketEvents.subscribe((id) => boards.forget(id));
  // Open streams never end by themselves: closing the app ends them so the server can stop.
  app.addHook('preClose', async () => {
    forgetChanged();
    for (const res of streams) res.end();
  });

  route(app, {
    method: 'GET',
    url: '/api/live/tournaments/:id',
    tags,
    summary: 'Vista en vivo: encuentros en curso y siguientes por área, ganadores recientes y campeones (sin sesión)',
    permission: open,
    scope: 'network',
    params: idParams,
    query,
    response: liveBoardSchema,
    handler: async ({ db, params, query }) =>
      liveView(db, boards, params.id, query.area === undefined ? null : Number(query.area)),
  });

  route(app, {
    method: 'GET',
    url: '/api/live/tournaments/:id/stream',
    tags,
    summary: "Aviso en vivo (text/event-stream): 'changed' cuando cambian las gráficas del torneo; latido cada 25 s",
    permission: open,
    scope: 'network',
    params: idParams,
    query,
    response: eventStream,
    handler: async ({ db, params, reply }) => {
      await requireLiveTournament(db, params.id);
      // Written by hand from here on: nothing may serialize, compress or buffer the stream.
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(': en vivo\n\n');
      streams.add(res);
      let pending: NodeJS.Timeout | null = null;
      const unsubscribe = bracketEvents.subscribe((tournamentId) => {
        if (tournamentId !== params.id || pending) return;
        pending = setTimeout(() => {
          pending = null;
          res.write('event: changed\ndata: {}\n\n');
        }, COALESCE_MS);
      });
      const heartbeat = setInterval(() => res.write(': latido\n\n'), HEARTBEAT_MS);
      const stop = () => {
        unsubscribe();
        clearInterval(heartbeat);
        if (pending) clearTimeout(pending);
        streams.delete(res);
      };
      // The response closes when the client goes (or the app ends it): the subscription goes with it.
      res.on('close', stop);
    },
  });
}
