import {
  MSG,
  type SurrogationTierAnswer,
  doyangSurrogations as surrogationEntry,
  surrogationTierAnswer,
  surrogationTierSchema,
  TIER_LISTS,
  tierRuleErrors,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { one, rows } from '../../db/sql.ts';
import { notFound, validationError } from '../../http/errors.ts';
import { idParams } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';

// A scheme's tier lists (spec 03 §7 'child create {doyang_surrogation_id, min_inscriptions, max_inscriptions,
// percentage, is_seminar}; child delete by id'): POST /api/doyang_surrogation_{exams,events,tournaments,bus} and
// DELETE /api/doyang_surrogation_{…}/{id}, written with 'Multinivel Profesores'. A list never has one count in two
// tiers: the scheme's row is locked while its list is read and the tier written, so two adds at once are checked in turn.

const TIER_FIELDS = sql`id, doyang_surrogation_id, min_inscriptions, max_inscriptions, percentage::text as percentage, is_seminar`;

async function tierOf(db: Db, id: number, kind: string): Promise<SurrogationTierAnswer | undefined> {
  return one<SurrogationTierAnswer>(
    db,
    sql`select ${TIER_FIELDS} from doyang_surrogation_tiers where id = ${id} and kind = ${kind}`,
  );
}

export async function tierRoutes(app: FastifyInstance): Promise<void> {
  for (const list of TIER_LISTS) {
    const base = `/api/${list.resource}` as const;
    const tags = [list.resource];

    route(app, {
      method: 'POST',
      status: 201,
      url: base,
      tags,
      summary: `Agregar un nivel de ${list.title.toLowerCase()} al esquema multinivel`,
      permission: { area: surrogationEntry.area, action: 'create' },
      scope: 'network',
      body: surrogationTierSchema,
      response: surrogationTierAnswer,
      handler: async ({ db, body }) => {
        const scheme = await one<{ id: number }>(
          db,
          sql`select id from doyang_surrogations where id = ${body.doyang_surrogation_id} for update`,
        );
        if (!scheme) throw validationError({ doyang_surrogation_id: [MSG.relatedMissing] });
        const candidate = { ...body, is_seminar: list.kind === 'event' && body.is_seminar === true };
        const listed = await rows<SurrogationTierAnswer>(
          db,
          sql`select ${TIER_FIELDS} from doyang_surrogation_tiers
            where doyang_surrogation_id = ${scheme.id} and kind = ${list.kind} and is_seminar = ${candidate.is_seminar}`,
        );
        const errors = tierRuleErrors(listed, candidate);
        if (Object.keys(errors).length) throw validationError(errors);
        const made = await one<SurrogationTierAnswer>(
          db,
          sql`insert into doyang_surrogation_tiers (doyang_surrogation_id, kind, min_inscriptions, max_inscriptions, percentage, is_seminar)
            values (${scheme.id}, ${list.kind}, ${candidate.min_inscriptions}, ${candidate.max_inscriptions}, ${candidate.percentage},
              ${candidate.is_seminar})
            returning ${TIER_FIELDS}`,
        );
        if (!made) throw notFound();
        return made;
      },
    });

    route(app, {
      method: 'DELETE',
      url: `${base}/:id`,
      tags,
      summary: `Eliminar un nivel de ${list.title.toLowerCase()} del esquema multinivel`,
      permission: { area: surrogationEntry.area, action: 'delete' },
      scope: 'network',
      params: idParams,
      response: surrogationTierAnswer,
      handler: async ({ db, params }) => {
        // A tier of another list is not found here: its list's own call deletes it.
        const tier = await tierOf(db, params.id, list.kind);
        if (!tier) throw notFound();
        await db.execute(sql`delete from doyang_surrogation_tiers where id = ${params.id}`);
        return tier;
      },
    });
  }
}
