import type { GenealogyNodeAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { allExpandable, flattenTree, highlightRanges, initialExpanded, searchTree, visibleRows } from './genealogy-tree.ts';

const node = (id: number, full_name: string, children: GenealogyNodeAnswer[] = []): GenealogyNodeAnswer => ({
  id,
  full_name,
  degree: '1ER DAN',
  children,
});
const root = node(1, 'JORGE MENDOZA DÍAZ', [
  node(2, 'SOFÍA HERNÁNDEZ', [node(4, 'MATEO CHÁVEZ', [node(6, 'ANA PÉREZ')]), node(5, 'LUIS RUIZ')]),
  node(3, 'PEDRO NÚÑEZ', [node(7, 'MARÍA CHAVEZ')]),
]);
const names = (tree: ReturnType<typeof flattenTree>, rows: number[]) => rows.map((i) => tree.ids[i]);

describe('genealogy tree', () => {
  const tree = flattenTree(root);

  it('flattens in pre-order with depths and descendant counts', () => {
    expect(tree.ids).toEqual([1, 2, 4, 6, 5, 3, 7]);
    expect(Array.from(tree.depth)).toEqual([0, 1, 2, 3, 2, 1, 2]);
    expect(tree.descendants[0]).toBe(6);
    expect(tree.descendants[1]).toBe(3);
    expect(tree.maxDepth).toBe(3);
  });

  it('opens the first two levels and draws only open branches', () => {
    expect(names(tree, visibleRows(tree, initialExpanded(tree), null))).toEqual([1, 2, 4, 5, 3, 7]);
    expect(names(tree, visibleRows(tree, new Set(), null))).toEqual([1]);
    expect(names(tree, visibleRows(tree, allExpandable(tree), null))).toEqual([1, 2, 4, 6, 5, 3, 7]);
  });

  it('finds names without accents, keeps only the paths to them and opens their ancestors', () => {
    const found = searchTree(tree, 'chavez');
    expect(found?.matches.map((i) => tree.ids[i])).toEqual([4, 7]);
    const expanded = new Set(found?.ancestors);
    expect(names(tree, visibleRows(tree, expanded, found))).toEqual([1, 2, 4, 3, 7]);
    // Opening a match shows all its students.
    expect(names(tree, visibleRows(tree, new Set([...expanded, tree.ids.indexOf(4)]), found))).toEqual([1, 2, 4, 6, 3, 7]);
    expect(searchTree(tree, 'm')).toBeNull();
    expect(visibleRows(tree, expanded, searchTree(tree, 'nadie'))).toEqual([]);
  });

  it('needs every word and highlights each', () => {
    expect(searchTree(tree, 'maria chav')?.matches.map((i) => tree.ids[i])).toEqual([7]);
    expect(highlightRanges('maria chavez', ['chav', 'maria'])).toEqual([
      [0, 5],
      [6, 10],
    ]);
  });

  // How long it takes is measured by npm run bench (bench/genealogy.ts).
  it('handles 20,000 people', () => {
    const big: GenealogyNodeAnswer = node(1, 'RAIZ');
    let id = 2;
    for (let a = 0; a < 20; a++) {
      const teacher = node(id++, `PROFESOR ${a}`);
      big.children?.push(teacher);
      for (let b = 0; b < 1000 && id <= 20_000; b++) teacher.children?.push(node(id++, `ALUMNO ${a}-${b}`));
    }
    const t = flattenTree(big);
    const rows = visibleRows(t, allExpandable(t), null);
    const found = searchTree(t, 'alumno 7-99');
    expect(rows.length).toBe(t.size);
    expect(found?.matches.length).toBeGreaterThan(0);
  });
});
