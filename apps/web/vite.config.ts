import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative import so the config bundler inlines it (the workspace package ships .ts sources).
import { SYSTEM_NAME } from '../../packages/domain/src/enums.ts';

/** The page title is the system name (spec 01 §2), filled in at build time. */
const systemName = (): Plugin => ({
  name: 'doyang-system-name',
  transformIndexHtml: (html) => html.replaceAll('%SYSTEM_NAME%', SYSTEM_NAME),
});

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes .br and .gz beside each text file of the build, at the strongest levels: the server sends them as they are
 * (preCompressed) instead of compressing the same scripts again for every request, at a weaker level.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'doyang-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle: async () => {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const raw = await readFile(path);
          if (raw.length < 1024) return; // not worth a second request's worth of headers
          const [br, gzipped] = await Promise.all([
            brotli(raw, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gz(raw, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
};

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

// The server (apps/server) serves dist/ and the API under /api; in dev Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), systemName(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
});
