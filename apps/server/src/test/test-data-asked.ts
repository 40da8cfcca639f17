import { DEFAULT_TEST_DATA, TEST_DATA, type TestData } from './test-data.ts';

/** Where each call's arguments end: the text between its parentheses, split at its top-level commas. */
function argumentsAt(source: string, open: number): string[] | null {
  const args: string[] = [];
  let depth = 0;
  let start = open + 1;
  for (let i = open + 1; i < source.length; i++) {
    const c = source[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = source.indexOf(c, i + 1);
      if (end < 0) return null;
      i = end;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if (c === ')' && depth === 0) {
      args.push(source.slice(start, i));
      return args.map((a) => a.trim()).filter((a, n, all) => a !== '' || n < all.length - 1);
    } else if (c === ')' || c === '}' || c === ']') depth--;
    else if (c === ',' && depth === 0) {
      args.push(source.slice(start, i));
      start = i + 1;
    }
  }
  return null;
}

const KINDS = new Map<string, TestData>(TEST_DATA.map((k) => [typeof k === 'string' ? `'${k}'` : String(k), k]));

/**
 * The kinds of data a test file asks for in its `createTestApp(overrides, kind)` and `openTestDatabase(kind)` calls,
 * so the run prepares only those; null when a call names its kind other than as a literal (then the run prepares them all).
 */
export function testDataAskedBy(source: string): TestData[] | null {
  const asked = new Set<TestData>();
  for (const [name, position] of [
    ['createTestApp', 1],
    ['openTestDatabase', 0],
  ] as const) {
    for (const match of source.matchAll(new RegExp(`\\b${name}\\(`, 'g'))) {
      const args = argumentsAt(source, (match.index ?? 0) + name.length);
      if (!args) return null;
      const literal = args[position]?.replaceAll('_', '').replaceAll('"', "'");
      if (literal === undefined || literal === '') {
        if (name === 'openTestDatabase') return null;
        asked.add(DEFAULT_TEST_DATA);
        continue;
      }
      const kind = KINDS.get(literal);
      if (kind === undefined) return null;
      asked.add(kind);
    }
  }
  return [...asked];
}
