import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { DEMO_LOGINS } from './db/seed/demo.ts';
import { DEMO_PASSWORD, prepareDatabase } from './db/setup.ts';

const config = loadConfig();
const demo = process.env.SEED_DEMO !== '0';
const { handle, seeded } = await prepareDatabase(config, { demo });
const app = await buildApp({ config, db: handle.db, logger: process.env.LOG_REQUESTS === '1', listen: handle.listen });

const shutdown = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${config.dataDir}`;
console.log(`\nMDK Doyangs escuchando en http://localhost:${config.port}  (base de datos: ${where})`);
if (seeded)
  console.log(
    `Base de datos nueva: datos de referencia${demo ? ` y red de demostración (${config.demoStudents} alumnos)` : ''} creados.`,
  );
if (!config.webDist) console.log('Aviso: apps/web/dist no existe; ejecuta `npm run build` para servir la interfaz.');
if (demo) {
  console.log(`Accesos de demostración (contraseña ${DEMO_PASSWORD}):`);
  for (const l of DEMO_LOGINS) console.log(`  ${l.email.padEnd(24)} ${l.role}`);
}
