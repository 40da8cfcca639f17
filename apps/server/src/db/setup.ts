import { type Config, todayOf } from '../config.ts';
import { hashPassword } from '../shared/passwords.ts';
import { openStorage } from '../storage/open-storage.ts';
import { type DbHandle, openDb } from './client.ts';
import { alignPaymentDayTotals } from './payment-day-totals.ts';
import { seedDemo } from './seed/demo.ts';
import { isSeeded, seedReference } from './seed/reference.ts';

export const DEMO_PASSWORD = 'demo1234';

/** Opens the database, applies committed migrations and, on an empty database, seeds reference and demo rows. */
export async function prepareDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'demoStudents' | 'timeZone' | 'today' | 'storage'>,
  options: { dataDir?: string | 'memory'; demo?: boolean } = {},
): Promise<{ handle: DbHandle; seeded: boolean }> {
  const handle = await openDb({ databaseUrl: config.databaseUrl, dataDir: options.dataDir ?? config.dataDir });
  await handle.migrate();
  await alignPaymentDayTotals(handle.db, config.timeZone);
  if (await isSeeded(handle.db)) return { handle, seeded: false };
  const passwordHash = await hashPassword(process.env.ADMIN_PASSWORD ?? DEMO_PASSWORD);
  // The demo network is dated on the product's calendar day (APP_TIMEZONE), not the machine's.
  const today = todayOf(config);
  await seedReference(handle.db, {
    adminEmail: process.env.ADMIN_EMAIL ?? 'director@demo.mx',
    adminPasswordHash: passwordHash,
    today,
  });
  if (options.demo ?? true)
    await seedDemo(handle.db, { students: config.demoStudents, passwordHash, today, storage: openStorage(config.storage) });
  return { handle, seeded: true };
}
