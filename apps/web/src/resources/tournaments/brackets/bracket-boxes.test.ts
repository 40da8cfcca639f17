import type { BracketAnswer, BracketCompetitorAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { drawBracket } from './bracket-boxes.ts';

const c = (user_id: number, slot: number, o: Partial<BracketCompetitorAnswer> = {}) =>
  ({ id: user_id, user_id, intra_graph_number: slot, full_name: `P${user_id}`, losses: 0, ...o }) as BracketCompetitorAnswer;

describe('drawBracket', () => {
  it('marks the pending pair, the winner gone on and the loser in a 4 with one semifinal decided', () => {
    const [a, b, d, e] = [c(1, 1), c(2, 2, { losses: 1 }), c(3, 3), c(4, 4)];
    const bracket = {
      size: 4,
      competitors: [a, b, d, e],
      users: { '2': [a, b], '3': [d, e], '1': [a] },
      decisions: [{ encounter: 2, winner_id: 1, loser_id: 2 }],
      final_encounter: 1,
      pending: [3],
    } as unknown as BracketAnswer;
    const { boxes } = drawBracket(bracket);
    const at = (node: number) => boxes.find((x) => x.node === node);
    expect(at(4)).toMatchObject({ won: true, pending: null });
    expect(at(5)).toMatchObject({ lost: true, pending: null });
    expect(at(2)?.competitor?.user_id).toBe(1);
    expect([at(6)?.pending, at(7)?.pending]).toEqual([3, 3]);
    expect(at(3)?.competitor).toBeNull();
    expect(at(1)?.competitor).toBeNull();
  });

  it('draws a lone competitor in one box whatever their slot', () => {
    const bracket = { size: 2, competitors: [c(9, 2)], users: {}, decisions: [], final_encounter: null, pending: [] };
    const { boxes, alone } = drawBracket(bracket as unknown as BracketAnswer);
    expect(alone).toBe(true);
    expect(boxes).toHaveLength(1);
    expect(boxes[0]?.competitor?.user_id).toBe(9);
  });

  it('puts the champion in the last column', () => {
    const [a, b] = [c(1, 1), c(2, 2, { losses: 1 })];
    const bracket = {
      size: 2,
      competitors: [a, b],
      users: { '1': [a, b] },
      decisions: [{ encounter: 1, winner_id: 2, loser_id: 1 }],
      final_encounter: 1,
      pending: [],
    };
    const { boxes, champion } = drawBracket({ ...bracket, competitors: [a, { ...b, losses: 0 }] } as unknown as BracketAnswer);
    expect(champion).toBe(2);
    expect(boxes.find((x) => x.node === 1)?.competitor?.user_id).toBe(2);
  });

  it('draws a bracket whose decisions no longer replay as drawn: no champion from its stored final', () => {
    const [a, b] = [c(1, 1), c(2, 2)];
    const bracket = {
      size: 2,
      competitors: [a, b],
      users: { '1': [a, b] },
      decisions: [{ encounter: 1, winner_id: 2, loser_id: 1 }],
      final_encounter: 1,
      pending: [],
      broken: true,
    };
    const { boxes, champion } = drawBracket(bracket as unknown as BracketAnswer);
    expect(champion).toBeNull();
    expect(boxes.find((x) => x.node === 1)?.competitor).toBeNull();
  });
});
