import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { one, rows } from '../db/sql.ts';

/** The session version (migration 0004): one tiny statement. */
async function readSessionVersion(db: Db): Promise<string> {
  return String((await one<{ v: string }>(db, sql`select last_value::text as v from session_version`))?.v ?? '');
}

/** The transactions that hold a transaction id now (they have written), as 'backend:xid', other than this reader. */
async function writingTransactions(db: Db): Promise<Set<string>> {
  const found = await rows<{ t: string }>(
    db,
    sql`select pid::text || ':' || backend_xid::text as t from pg_stat_activity
      where backend_xid is not null and datname = current_database() and pid <> pg_backend_pid()`,
  );
  return new Set(found.map((r) => r.t));
}

/**
 * Follows the session version and tells when cached sessions must be dropped. The version moves inside the writing
 * transaction (a sequence does not wait for the commit), so a process may see it move while the change is still
 * uncommitted and then load the old rows once more. So when it sees a move it notes the transactions writing at that
 * moment (the one that moved it is among them unless already committed), and keeps answering "drop" until they have
 * all ended, once more then. The first reading counts as a move: the process may start while transactions run.
 */
export function sessionVersionWatch(db: Db) {
  let version: string | null = null;
  let pending = new Set<string>();
  return {
    /** Reads the version: true when the cached sessions must be dropped now. */
    async moved(): Promise<boolean> {
      const now = await readSessionVersion(db);
      if (now !== version) {
        version = now;
        pending = new Set([...pending, ...(await writingTransactions(db))]);
        return true;
      }
      if (!pending.size) return false;
      const running = await writingTransactions(db);
      pending = new Set([...pending].filter((t) => running.has(t)));
      return true;
    },
  };
}
