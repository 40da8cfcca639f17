import { describe, expect, it } from 'vitest';
import { testDataAskedBy } from './test-data-asked.ts';

// Spelt through these names: global-setup.ts reads this file too, and a call written out here would be one it counts.
const app = 'createTestApp';
const db = 'openTestDatabase';

describe('the kinds of data a test file asks for', () => {
  it('reads the kind each call names, and the default where it names none', () => {
    const source = `
      t = await ${app}({}, 'reference');
      const short = await ${app}({ tokenTtlSeconds: 2 }, 5);
      const big = await ${app}({ live: { ...DEFAULT_LIVE_LIMITS, perMinute: f(1, 2) } }, 300);
      t = await ${app}();
      const direct = await ${app}({ loginRateLimit: 100_000, note: 'a, b (c)' });
      const fresh = await ${db}("reference");
      const more = await ${app}(
        {},
        120,
      );`;
    expect(testDataAskedBy(source)?.sort()).toEqual([120, 300, 5, 60, 'reference'].sort());
  });

  it('asks for nothing in a file without a database', () => {
    expect(testDataAskedBy(`import { createTestApp, type TestApp } from './test-app.ts';`)).toEqual([]);
  });

  it('gives up on a kind named otherwise than as a prepared literal (the run then prepares every kind)', () => {
    expect(testDataAskedBy(`${app}({}, STUDENTS)`)).toBeNull();
    expect(testDataAskedBy(`${app}({}, 75)`)).toBeNull();
    expect(testDataAskedBy(`${db}(kind)`)).toBeNull();
    expect(testDataAskedBy(`${app}({}, `)).toBeNull();
  });
});
