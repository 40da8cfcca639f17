import { describe, expect, it } from 'vitest';
import { checkedIds, itemsOf, toggled } from './revision-items.ts';

describe('revision items', () => {
  it('reads the ticked ids of a stored review', () => {
    expect([
      ...checkedIds([
        { id: 2, checked: true },
        { id: 3, checked: false },
        { id: 4, checked: true },
      ]),
    ]).toEqual([2, 4]);
    expect(checkedIds(undefined).size).toBe(0);
  });
  it('sends every required item with its tick and keeps what was stored with it', () => {
    const stored = [{ id: 2, checked: true, date: '2026-11-01', comment: 'ENTREGADO' }];
    expect(itemsOf([{ id: 2 }, { id: 3 }], new Set([3]), stored)).toEqual([
      { id: 2, checked: false, date: '2026-11-01', comment: 'ENTREGADO' },
      { id: 3, checked: true },
    ]);
  });
  it('toggles without touching the original set', () => {
    const on = new Set([1]);
    expect([...toggled(on, 2, true)]).toEqual([1, 2]);
    expect([...toggled(on, 1, false)]).toEqual([]);
    expect([...on]).toEqual([1]);
  });
});
