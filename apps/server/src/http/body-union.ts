import { MSG } from '@doyang/domain';
import { z } from 'zod';

type Raw = Record<string, unknown>;
type Branch = { readonly when: (raw: Raw) => boolean; readonly schema: z.ZodType };

/** The parsed body of an overloaded write: which shape it was, its data, and the keys the client really sent. */
export type BodyOf<B extends Record<string, Branch>> = {
  [K in keyof B]: { kind: K; data: z.output<B[K]['schema']>; sent: Raw };
}[keyof B];

/**
 * One body schema for the spec's overloaded writes (a PUT that saves a mark, adds people or edits the
 * record): the shape is chosen by the keys sent, in the order given, then parsed by that shape alone, so a
 * bad mark is refused as a mark, never read as an empty edit. The documentation shows every shape.
 */
export function bodyUnion<B extends Record<string, Branch>>(branches: B): z.ZodType<BodyOf<B>> {
  const entries = Object.entries(branches);
  const documented = entries.map(([kind, b]) => ({
    title: kind,
    ...z.toJSONSchema(b.schema, { io: 'input', unrepresentable: 'any' }),
  }));
  return z
    .record(z.string(), z.unknown(), { error: MSG.invalidData })
    .transform((raw, ctx) => {
      const found = entries.find(([, b]) => b.when(raw));
      if (!found) {
        ctx.addIssue({ code: 'custom', message: MSG.invalidData });
        return z.NEVER;
      }
      const [kind, branch] = found;
      const parsed = branch.schema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: issue.path });
        return z.NEVER;
      }
      return { kind, data: parsed.data, sent: raw } as BodyOf<B>;
    })
    .meta({ anyOf: documented }) as unknown as z.ZodType<BodyOf<B>>;
}
