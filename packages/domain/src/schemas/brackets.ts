import { z } from 'zod';
import { BRACKET_CAPACITY } from '../bracket-draw.ts';
import { parseBracketLabel } from '../bracket-results.ts';
import { MSG } from '../messages.ts';
import { isBlank, requiredId } from './ids.ts';
import { formBoolean } from './users.ts';

// The bodies of the bracket calls (spec 03 §7; issue 13). Every one is strict: a key the call does not take is refused.

const wholeIn = (min: number, max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : v),
    z.coerce.number({ error: MSG.required }).int(MSG.invalidData).min(min, MSG.invalidData).max(max, MSG.invalidData),
  );

/** Set winner: the encounter is the one where both sit now. */
export const bracketWinnerSchema = z.strictObject({ winner_id: requiredId, loser_id: requiredId });

export const bracketPrizedSchema = z.strictObject({ prized: formBoolean.default(true) });

/**
 * change_graph: to bracket 'category.number' (as `graph`, or its two parts), to an intra-bracket number, or both.
 * `is_exhibition=1` is what the screen sends after confirming a move into an exhibition bracket.
 */
export const bracketMoveSchema = z
  .strictObject({
    graph: z.string().max(30, MSG.bracketInvalid).optional(),
    tournament_category_id: wholeIn(1, 2_000_000_000).optional(),
    graph_number: wholeIn(1, 999).optional(),
    intra_graph_number: wholeIn(1, BRACKET_CAPACITY).optional(),
    is_exhibition: formBoolean.optional(),
  })
  .transform((b, ctx) => {
    const target = b.graph === undefined ? null : parseBracketLabel(b.graph);
    if (b.graph !== undefined && !target) {
      ctx.addIssue({ code: 'custom', path: ['graph'], message: MSG.bracketInvalid });
      return z.NEVER;
    }
    const tournament_category_id = target?.tournament_category_id ?? b.tournament_category_id;
    const graph_number = target?.graph_number ?? b.graph_number;
    if ((tournament_category_id === undefined) !== (graph_number === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['graph'], message: MSG.bracketInvalid });
      return z.NEVER;
    }
    if (tournament_category_id === undefined && b.intra_graph_number === undefined) {
      ctx.addIssue({ code: 'custom', path: ['graph'], message: MSG.bracketInvalid });
      return z.NEVER;
    }
    return { tournament_category_id, graph_number, intra_graph_number: b.intra_graph_number, is_exhibition: b.is_exhibition };
  });
export type BracketMove = z.output<typeof bracketMoveSchema>;

export const bracketIsolateSchema = z.strictObject({ is_exhibition: formBoolean.default(false) });

/** A bracket without competitor (normal or exhibition) in a category and competition. */
export const bracketCreateSchema = z.strictObject({
  tournament_category_id: requiredId,
  competition_type_id: wholeIn(1, 6),
  is_exhibition: formBoolean.default(false),
});

/** A bracket's own flags: exhibition, and its area ('change table name'). */
export const bracketUpdateSchema = z
  .strictObject({
    is_exhibition: formBoolean.optional(),
    table_name: z
      .preprocess(
        (v) => (isBlank(v) ? null : v),
        z.coerce.number(MSG.invalidData).int(MSG.invalidData).min(1, MSG.invalidData).max(99, MSG.invalidData).nullable(),
      )
      .optional(),
  })
  .refine((b) => b.is_exhibition !== undefined || b.table_name !== undefined, { message: MSG.invalidData, path: ['table_name'] });

/** The add-competitor dialog: a prospect of the tournament who pays the bracket's competition. */
export const bracketAddCompetitorSchema = z.strictObject({
  user_id: requiredId,
  intra_graph_number: wholeIn(1, BRACKET_CAPACITY).optional(),
});
