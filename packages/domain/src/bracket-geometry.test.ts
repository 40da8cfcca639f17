import { describe, expect, it } from 'vitest';
import { BRACKET_BOX, boxOccupants, bracketGeometry, highestEncounter, isAbove } from './bracket-geometry.ts';

const { width, height, rowGap, columnGap } = BRACKET_BOX;

describe('bracketGeometry', () => {
  it('lays an 8 out in four columns: 8 slots, 4, 2 and the champion', () => {
    const g = bracketGeometry(8);
    expect(g.columns).toBe(4);
    expect([0, 1, 2, 3].map((c) => g.boxes.filter((b) => b.column === c).length)).toEqual([8, 4, 2, 1]);
    expect(g.boxes.filter((b) => b.column === 0).map((b) => b.slot)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(g.boxes.find((b) => b.column === 3)?.node).toBe(1);
    expect(g.width).toBe(4 * width + 3 * columnGap);
    expect(g.height).toBe(8 * height + 7 * rowGap);
  });

  it('centres each later box between the two boxes that feed it', () => {
    const g = bracketGeometry(8);
    const mid = (node: number) => {
      const b = g.boxes.find((x) => x.node === node);
      return (b?.y ?? 0) + height / 2;
    };
    for (let node = 1; node < 8; node++) expect(mid(node)).toBe((mid(2 * node) + mid(2 * node + 1)) / 2);
    expect(g.boxes.find((b) => b.node === 1)?.x).toBe(3 * (width + columnGap));
  });

  it('joins every encounter with four lines meeting at its joint', () => {
    const g = bracketGeometry(4);
    expect(g.joints.map((j) => j.encounter).sort()).toEqual([1, 2, 3]);
    expect(g.lines).toHaveLength(12);
    const semi = g.joints.find((j) => j.encounter === 2);
    const box = g.boxes.find((b) => b.node === 2);
    expect(semi?.x).toBe((box?.x ?? 0) - columnGap / 2);
    expect(g.lines.some((l) => l.x1 === semi?.x && l.x2 === box?.x && l.y1 === semi?.y)).toBe(true);
  });

  it('draws a lone competitor as one box and a pair as two plus the champion', () => {
    expect(bracketGeometry(1)).toMatchObject({ columns: 1, boxes: [{ node: 1, slot: 1 }], lines: [], joints: [] });
    expect(bracketGeometry(2).boxes.map((b) => b.node)).toEqual([2, 3, 1]);
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => bracketGeometry(6)).toThrow(RangeError);
    expect(() => bracketGeometry(0)).toThrow(RangeError);
  });
});

describe('boxOccupants', () => {
  it('puts each competitor in their slot and every box below the encounter they reached', () => {
    // An 8: slot 1 won encounter 4 and sits in the semifinal 2; slot 2 lost there; slot 5 is champion.
    const boxes = boxOccupants(8, [
      { user_id: 10, intra_graph_number: 1, reached: 2 },
      { user_id: 20, intra_graph_number: 2, reached: 4 },
      { user_id: 50, intra_graph_number: 5, reached: 0 },
    ]);
    expect(boxes.get(8)).toBe(10);
    expect(boxes.get(9)).toBe(20);
    expect(boxes.get(4)).toBe(10);
    expect(boxes.get(2)).toBeUndefined();
    expect([12, 6, 3, 1].map((n) => boxes.get(n))).toEqual([50, 50, 50, 50]);
  });

  it('carries a competitor facing a bye past the empty side', () => {
    // Slots 1 and 3 of a 4: each waits in their semifinal's place, i.e. the final (encounter 1).
    const boxes = boxOccupants(4, [
      { user_id: 1, intra_graph_number: 1, reached: 1 },
      { user_id: 3, intra_graph_number: 3, reached: 1 },
    ]);
    expect([4, 2, 6, 3].map((n) => boxes.get(n))).toEqual([1, 1, 3, 3]);
    expect(boxes.get(1)).toBeUndefined();
  });
});

describe('isAbove and highestEncounter', () => {
  it('reads heap ancestry, 0 above all', () => {
    expect(isAbove(1, 7)).toBe(true);
    expect(isAbove(2, 7)).toBe(false);
    expect(isAbove(3, 3)).toBe(false);
    expect(isAbove(0, 1)).toBe(true);
  });

  it('finds the encounter nearest the final', () => {
    const users = { '4': [{ user_id: 1 }, { user_id: 2 }], '2': [{ user_id: 1 }] };
    expect(highestEncounter(users, 1)).toBe(2);
    expect(highestEncounter(users, 2)).toBe(4);
    expect(highestEncounter(users, 3)).toBeNull();
  });
});
