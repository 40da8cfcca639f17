// The PDF worker's entry (pdf-off-thread.ts starts it): the server runs its TypeScript through tsx (`npm start`,
// `npm run dev`) or Vitest, neither of which a new thread inherits for sure, so the worker imports its TypeScript
// through tsx's own loader, scoped to this import.
import { tsImport } from 'tsx/esm/api';

await tsImport('./worker.ts', import.meta.url);
