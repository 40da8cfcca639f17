import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

// The clients of the tournament-day scenario (tournament-day.ts), each on a thread of its own so that what they
// measure is the server's event loop, not theirs: 'probe' is another user asking every 25 ms until told to stop;
// 'crowd' is the public viewers re-reading the board: all at once, or each after a random pause up to `spreadMs` (what
// the live streams tell them to do).

type Job = { kind: 'probe'; url: string; token: string } | { kind: 'crowd'; url: string; viewers: number; spreadMs: number };
const job = workerData as Job;
const port = parentPort;
if (!port) throw new Error('tournament-day-client runs as a worker');

if (job.kind === 'probe') {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  let running = true;
  port.on('message', () => {
    running = false;
  });
  const once = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now();
      const req = request(job.url, { agent, headers: { authorization: `Bearer ${job.token}` } }, (res) => {
        res.resume();
        res.on('end', () => {
          times.push(performance.now() - t0);
          resolve();
        });
      });
      req.on('error', () => resolve());
      req.end();
    });
  while (running) {
    await once();
    await new Promise((r) => setTimeout(r, 25));
  }
  agent.destroy();
  port.postMessage(times);
} else {
  // One connection per viewer (autocannon inside a worker answers only its raw counters).
  const agent = new Agent({ keepAlive: false, maxSockets: job.viewers });
  const statuses = new Map<number, number>();
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: job.viewers }, () =>
      new Promise<void>((resolve) => setTimeout(resolve, Math.random() * job.spreadMs)).then(
        () =>
          new Promise<void>((resolve) => {
            const t0 = performance.now();
            const req = request(job.url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
              res.on('data', (chunk: Buffer) => {
                bytes += chunk.length;
              });
              res.on('end', () => {
                statuses.set(res.statusCode ?? 0, (statuses.get(res.statusCode ?? 0) ?? 0) + 1);
                times.push(performance.now() - t0);
                resolve();
              });
            });
            req.on('error', () => {
              errors++;
              resolve();
            });
            req.end();
          }),
      ),
    ),
  );
  times.sort((a, b) => a - b);
  const codes = [...statuses].map(([code, n]) => `${code}×${n}`).join(' ');
  port.postMessage(
    `${times.length} reads (${codes}${errors ? `, ${errors} failed` : ''}), ${(bytes / 2 ** 20).toFixed(1)} MB, median read ${times[Math.floor(times.length / 2)]?.toFixed(0)} ms, slowest ${times.at(-1)?.toFixed(0)} ms`,
  );
}
