import { looseParts } from '@doyang/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { route } from './route.ts';

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

it('route() refuses a loose answer', () => {
  const declare = (response: z.ZodType) => () =>
    route(Fastify(), {
      method: 'GET',
      url: '/api/prueba',
      tags: ['prueba'],
      summary: 'Prueba',
      permission: { anyLogin: 'prueba' },
      scope: 'network',
      response,
      handler: async () => ({ id: 1 }),
    });
  expect(declare(z.looseObject({ id: z.number() }))).toThrow(/forma exacta \(\(raíz\)/);
  expect(declare(z.object({ id: z.number(), data: z.unknown() }))).toThrow(/forma exacta \(\.data\)/);
  expect(declare(z.object({ id: z.number() }))).not.toThrow();
});
