import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { spanishMessages } from './es.ts';

type Tree = { [key: string]: string | Tree };

/** Every leaf path of a catalogue, e.g. 'ra.action.save'. */
function leafPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafPaths(value, `${prefix}${key}.`),
  );
}

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('Spanish react-admin catalogue', () => {
  const en = englishMessages as unknown as Tree;
  const es = spanishMessages as unknown as Tree;

  it('has exactly the keys of ra-language-english', () => {
    expect(leafPaths(es).sort()).toEqual(leafPaths(en).sort());
  });

  it('keeps every placeholder and plural form of the English text', () => {
    const english = new Map(leaves(en));
    for (const [path, text] of leaves(es)) {
      const source = english.get(path) ?? '';
      expect(placeholders(text), path).toEqual(placeholders(source));
      expect(text.split('||||').length, path).toBe(source.split('||||').length);
    }
  });

  it('translates every non-trivial text', () => {
    const english = new Map(leaves(en));
    const same = leaves(es).filter(
      ([path, text]) => text === english.get(path) && /[a-z]{3}/i.test(text.replace(/%\{\w+\}/g, '')),
    );
    expect(same.map(([p]) => p)).toEqual(['ra.configurable.inspector.title']);
  });
});
