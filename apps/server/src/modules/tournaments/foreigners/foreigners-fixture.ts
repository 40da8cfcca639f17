import { FOREIGNERS_CSV_COLUMNS } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { one } from '../../../db/sql.ts';
import type { Actor } from '../../../test/as-role.ts';
import { TODAY } from '../../../test/test-databases.ts';

// What the foreigners import's API tests send: the template's header, multipart forms as a browser builds them, and
// large files of distinct competitors, and a bare tournament with forms to import them into.

export const HEADER = FOREIGNERS_CSV_COLUMNS.map((c) => c.header).join(',');

/** A multipart form as a browser sends it: text fields, then the file. */
export function form(fields: Record<string, string | number | undefined>, file?: string | Buffer) {
  const boundary = 'foraneos7c1e';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foraneos.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      typeof file === 'string' ? Buffer.from(file, 'utf8') : file,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A verify or upload of the foreigners file, on any app of the test's database. */
export function postForeigners(
  app: FastifyInstance,
  path: 'verify' | 'upload',
  who: Actor,
  fields: Record<string, string | number | undefined>,
  file?: string | Buffer,
) {
  const { payload, contentType } = form(fields, file);
  return app.inject({
    method: 'POST',
    url: `/api/users/${path}-foreigners-csv`,
    headers: { authorization: `Bearer ${who.token}`, 'content-type': contentType },
    payload,
  });
}

/**
 * A file of `count` distinct competitors in `doyangs` doyangs (each with its sabonim); `tag` makes the names of one
 * file differ from another's.
 */
export function competitorsFile(count: number, doyangs: number, tag = 'A'): string {
  const lines = [HEADER];
  for (let i = 0; i < count; i++) {
    const day = String((i % 28) + 1).padStart(2, '0');
    const d = i % doyangs;
    lines.push(
      `NOMBRE${tag}${i},APELLIDO${i % 97},SEGUNDO${i % 13},${day}/0${(i % 9) + 1}/20${10 + (i % 8)},${i % 2 ? 'M' : 'F'},8VO KUP,4${i % 10},1.4${i % 10},DOYANG ${tag} ${d},CIUDAD,SABONIM DEL DOYANG ${tag}${d},formas`,
    );
  }
  return lines.join('\n');
}

/** A tournament with forms dated the tests' today, written directly (the import is what is under test). */
export const newTournament = async (db: Db, name: string): Promise<number> =>
  (
    await one<{ id: number }>(
      db,
      sql`insert into tournaments (name, date, has_forms) values (${name}, ${TODAY}, true) returning id`,
    )
  )?.id as number;
