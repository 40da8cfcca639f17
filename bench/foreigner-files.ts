import { FOREIGNERS_CSV_MAX_ROWS } from '@doyang/domain';
import type { FastifyInstance } from 'fastify';
import { foreignersCsv, multipart } from './tournaments.ts';

// The foreigners import's files (issues 12 and 22), timed here while the API tests keep what they answer: 1,000
// competitors verified, imported and verified again (targets < 2 s, < 8 s, < 2 s), and files shaped to cost the server,
// each refused or read at once (targets < 2 s, and < 5 s for the longest file the import takes).

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

export async function measureForeignerFiles(
  app: FastifyInstance,
  headers: Record<string, string>,
  tournamentId: number,
  zoneId: number,
): Promise<void> {
  const header = foreignersCsv(0).split('\n')[0];
  const post = async (path: 'verify' | 'upload', content: string) => {
    const fields: Record<string, string> = { tournament_id: String(tournamentId) };
    if (path === 'upload') fields.parent_responsible_id = String(zoneId);
    const file = multipart(fields, { name: 'foraneos.csv', content });
    const t0 = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/users/${path}-foreigners-csv`,
      headers: { ...headers, 'content-type': file.contentType },
      payload: file.payload,
    });
    return { ms: performance.now() - t0, status: res.statusCode, bytes: res.rawPayload.length };
  };
  const time = async (label: string, runs: number, path: 'verify' | 'upload', content: string) => {
    const times: number[] = [];
    let last = { status: 0, bytes: 0 };
    for (let i = 0; i < runs; i++) {
      const { ms, ...rest } = await post(path, content);
      times.push(ms);
      last = rest;
    }
    console.log(
      `${label.padEnd(100)} ${last.status}  median ${median(times).toFixed(1)} ms  max ${Math.max(...times).toFixed(1)} ms  ${last.bytes} bytes`,
    );
  };

  const thousand = foreignersCsv(1000);
  await time('POST /api/users/upload-foreigners-csv (1,000 new competitors, target < 8 s)', 1, 'upload', thousand);
  await time('POST /api/users/verify-foreigners-csv (the same 1,000, now existing, target < 2 s)', 5, 'verify', thousand);

  const lines = (line: string) => `${header}\n${line.repeat(450_000)}`;
  await time(
    'POST /api/users/verify-foreigners-csv (450,000 lines of one cell, refused, target < 2 s)',
    3,
    'verify',
    lines('a\n'),
  );
  await time(
    'POST /api/users/upload-foreigners-csv (450,000 lines of one cell, refused, target < 2 s)',
    3,
    'upload',
    lines('a\n'),
  );
  await time('POST /api/users/verify-foreigners-csv (450,000 lines of empty cells, target < 2 s)', 3, 'verify', lines(';\n'));
  const longest = [...foreignersCsv(FOREIGNERS_CSV_MAX_ROWS).trimEnd().split('\n'), ...Array(60_000).fill(';;;;;;;;;;;')].join(
    '\r\n',
  );
  await time(
    `POST /api/users/verify-foreigners-csv (${FOREIGNERS_CSV_MAX_ROWS.toLocaleString('en-US')} rows and 60,000 empty ones, target < 5 s)`,
    3,
    'verify',
    longest,
  );
  await time(
    'POST /api/users/verify-foreigners-csv (a header of 400,000 columns, refused, target < 2 s)',
    3,
    'verify',
    `${'a;'.repeat(400_000)}b\nc\n`,
  );
}
