import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// Relative import so the config bundler inlines it (the workspace package ships .ts sources).
import { SYSTEM_NAME } from '../../packages/domain/src/enums.ts';

/** The page title is the system name (spec 01 §2), filled in at build time. */
const systemName = (): Plugin => ({
  name: 'doyang-system-name',
  transformIndexHtml: (html) => html.replaceAll('%SYSTEM_NAME%', SYSTEM_NAME),
});

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

// The server (apps/server) serves dist/ and the API under /api; in dev Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), systemName()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
});
