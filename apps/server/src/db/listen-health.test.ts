import { randomBytes } from 'node:crypto';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../test/test-app.ts';
import { type DbHandle, openDb } from './client.ts';

// Issue 22, finding 6: a LISTEN connection that dies without a word (a NAT that forgets it, a failover) left the
// process deaf for good. Here the connection goes through a proxy that can stop forwarding, as such a network
// does: no FIN, no RST, the bytes just stop.

type Pair = { client: net.Socket; server: net.Socket; frozen: boolean };

/** A TCP proxy to PostgreSQL; `freeze()` black-holes the connections open now (new ones pass). */
async function blackHoleProxy(target: URL) {
  const pairs: Pair[] = [];
  const proxy = net.createServer((client) => {
    const server = net.connect(Number(target.port || 5432), target.hostname);
    const pair: Pair = { client, server, frozen: false };
    pairs.push(pair);
    client.on('data', (chunk) => pair.frozen || server.write(chunk));
    server.on('data', (chunk) => pair.frozen || client.write(chunk));
    const end = () => {
      if (pair.frozen) return; // a black hole tells nobody
      client.destroy();
      server.destroy();
    };
    for (const socket of [client, server]) {
      socket.on('error', () => undefined);
      socket.on('close', end);
    }
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const { port } = proxy.address() as net.AddressInfo;
  return {
    url: (() => {
      const url = new URL(target.toString());
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    })(),
    freeze: () => {
      for (const pair of pairs) pair.frozen = true;
    },
    close: async () => {
      for (const { client, server } of pairs) {
        client.destroy();
        server.destroy();
      }
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}

async function eventually(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe.runIf(onPostgres)('the LISTEN connection (PostgreSQL)', () => {
  const base = new URL(process.env.DATABASE_URL ?? 'postgres://localhost/test');
  const channel = `listen_health_${randomBytes(4).toString('hex')}`;
  let proxy: Awaited<ReturnType<typeof blackHoleProxy>>;
  let handle: DbHandle;
  let notifier: pg.Client;
  beforeAll(async () => {
    proxy = await blackHoleProxy(base);
    handle = await openDb({ databaseUrl: proxy.url, listenHealth: { everyMs: 200, timeoutMs: 400 } });
    notifier = new pg.Client({ connectionString: base.toString() });
    await notifier.connect();
  });
  afterAll(async () => {
    await notifier?.end();
    await handle?.close();
    await proxy?.close();
  });

  const notify = (payload: string) => notifier.query('select pg_notify($1, $2)', [channel, payload]);

  it('finds out that it stopped answering, calls onReset, listens again on a new one, and stops without waiting on it', async () => {
    const heard: string[] = [];
    let resets = 0;
    const stop = await handle.listen(
      channel,
      (payload) => heard.push(payload),
      () => resets++,
    );
    await notify('antes');
    expect(await eventually(() => heard.includes('antes'), 2000)).toBe(true);
    const before = resets;

    proxy.freeze();
    await notify('perdida');
    // The health query gets no answer: the connection is dropped (a reset) and a new one listens (another).
    expect(await eventually(() => resets >= before + 2, 5000)).toBe(true);
    await notify('despues');
    expect(await eventually(() => heard.includes('despues'), 2000)).toBe(true);
    expect(heard).not.toContain('perdida');

    // Stopping while the connection is a black hole returns instead of waiting for a goodbye that never comes (the
    // test would run out of time).
    proxy.freeze();
    await expect(stop()).resolves.toBeUndefined();
  });
});
