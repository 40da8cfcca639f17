import type { GenealogyNodeAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { focusScrollTop, freeRows, ROW_HEIGHT, revealScrollTop, rowWindow, treeKey } from './genealogy-layout.ts';
import { flattenTree, searchTree } from './genealogy-tree.ts';

// Positions 0..3 in pre-order: the teacher (0), her student (1) with one of his own (2), and a leaf student (3).
const person = (id: number, full_name: string, children: GenealogyNodeAnswer[] = []): GenealogyNodeAnswer => ({
  id,
  full_name,
  degree: null,
  children,
});
const tree = flattenTree(person(1, 'ROSA LUNA', [person(2, 'IVÁN SOLÍS', [person(4, 'EVA PAZ')]), person(3, 'TEO RÍOS')]));
const allRows = [0, 1, 2, 3];

describe('genealogy layout', () => {
  it('mounts the rows in view plus an overscan, never past the ends', () => {
    expect(rowWindow(0, 10 * ROW_HEIGHT, 1000)).toEqual({ first: 0, last: 22 });
    expect(rowWindow(100 * ROW_HEIGHT, 10 * ROW_HEIGHT, 1000)).toEqual({ first: 88, last: 122 });
    expect(rowWindow(0, 10 * ROW_HEIGHT, 5)).toEqual({ first: 0, last: 5 });
  });

  it('scrolls a row into view only as far as needed, and a focused row a third of the way down', () => {
    const view = 10 * ROW_HEIGHT;
    expect(revealScrollTop(5, 0, view)).toBeNull();
    expect(revealScrollTop(2, 4 * ROW_HEIGHT, view)).toBe(2 * ROW_HEIGHT);
    expect(revealScrollTop(12, 0, view)).toBe(3 * ROW_HEIGHT);
    expect(focusScrollTop(30, 300)).toBe(30 * ROW_HEIGHT - 100);
    expect(focusScrollTop(1, 300)).toBe(0);
  });

  it('moves with the arrows, Home/End and pages, clamped to the rows', () => {
    expect(treeKey('ArrowDown', tree, allRows, 0, true, 10)).toEqual({ move: 1 });
    expect(treeKey('ArrowUp', tree, allRows, 0, true, 10)).toEqual({ move: 0 });
    expect(treeKey('End', tree, allRows, 0, true, 10)).toEqual({ move: 3 });
    expect(treeKey('Home', tree, allRows, 3, false, 10)).toEqual({ move: 0 });
    expect(treeKey('PageDown', tree, allRows, 1, false, 10)).toEqual({ move: 3 });
    expect(treeKey('PageUp', tree, allRows, 3, false, 2)).toEqual({ move: 1 });
    expect(treeKey('a', tree, allRows, 0, true, 10)).toBeNull();
  });

  it('opens and closes with →/←, Enter and Space, and walks to a student or the teacher', () => {
    expect(treeKey('ArrowRight', tree, [0], 0, false, 10)).toBe('toggle');
    expect(treeKey('ArrowRight', tree, allRows, 0, true, 10)).toEqual({ move: 1 });
    expect(treeKey('ArrowRight', tree, allRows, 3, false, 10)).toBe('none');
    expect(treeKey('ArrowLeft', tree, allRows, 1, true, 10)).toBe('toggle');
    expect(treeKey('ArrowLeft', tree, allRows, 2, false, 10)).toEqual({ move: 1 });
    expect(treeKey('ArrowLeft', tree, allRows, 0, false, 10)).toBe('none');
    expect(treeKey('Enter', tree, allRows, 1, false, 10)).toBe('toggle');
    expect(treeKey(' ', tree, allRows, 3, false, 10)).toBe('none');
  });

  it('frees the rows inside a match, and every row when not searching', () => {
    expect([0, 1, 2, 3].map(freeRows(tree, null))).toEqual([true, true, true, true]);
    const isFree = freeRows(tree, searchTree(tree, 'solis'));
    expect([0, 1, 2, 3].map(isFree)).toEqual([false, true, true, false]);
  });
});
