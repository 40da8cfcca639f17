import { looseParts } from '@doyang/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Every API route's answer is exact (issue 23): no unknown, any, loose object, date or transform anywhere in it, so
// /api/docs says what comes back and the answer check (plugins/responses.ts) refuses drift.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, 'reference');
});
afterAll(() => t?.close());

it('every API route answers an exact schema', () => {
  const loose = t.app.routeTable
    .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
    .flatMap((r) => {
      const [answer] = Object.values((r.schema?.response ?? {}) as Record<string, z.ZodType>);
      const parts = answer ? looseParts(answer) : ['(sin respuesta)'];
      return parts.length ? [`${r.method} ${r.url}: ${parts.slice(0, 3).join(', ')}`] : [];
    });
  expect(loose).toEqual([]);
});
