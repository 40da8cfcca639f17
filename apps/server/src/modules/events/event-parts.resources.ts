import {
  eventComissions as comissionEntry,
  comissionRuleErrors,
  examConditions as conditionEntry,
  eventGroupAnswer,
  eventGroups as eventGroupEntry,
  eventResults as eventResultEntry,
  examGroupAnswer,
  examGroups as examGroupEntry,
  examResults as examResultEntry,
  groupRuleErrors,
  hasPermission,
  MSG,
  tournamentGroupRowAnswer,
} from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { belongsTo } from '../../db/relations.ts';
import {
  event_comissions,
  event_groups,
  event_results,
  exam_conditions,
  exam_groups,
  exam_results,
  tournament_groups,
} from '../../db/schema/index.ts';
import { forbidden, notFound, validationError } from '../../http/errors.ts';
import { Q } from '../../http/query-params.ts';
import { bindResource, withStored } from '../../http/resource.ts';
import { route } from '../../http/route.ts';
import { onWire } from '../../http/wire.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';

// An exam's or event's groups, conditions and commission tiers, and the fixed result catalogues (spec 03 §3, §7).
// Plain registry resources; the cross-field rules run on the row as it would be stored.

type Row = Record<string, unknown>;

const groupRules =
  (table: typeof exam_groups | typeof event_groups) => async (db: Db, _actor: SessionUser, data: Row, id: number | null) => {
    const errors = groupRuleErrors(await withStored(db, table, data, id));
    if (Object.keys(errors).length) throw validationError(errors);
  };

/** An exam's or an event's groups: the same binding over each kind's table and parent key. */
const groupResource = (entry: typeof examGroupEntry | typeof eventGroupEntry, table: typeof exam_groups | typeof event_groups) =>
  bindResource(entry, {
    table,
    search: [table.name],
    orderable: { begins_at: table.begins_at, name: table.name, id: table.id },
    filters: 'exam_id' in table ? { exam_id: table.exam_id } : { event_id: table.event_id },
    beforeWrite: groupRules(table),
  });

export const examGroupResource = groupResource(examGroupEntry, exam_groups);
export const eventGroupResource = groupResource(eventGroupEntry, event_groups);

export const examConditionResource = bindResource(conditionEntry, {
  table: exam_conditions,
  search: [exam_conditions.name],
  orderable: { name: exam_conditions.name, id: exam_conditions.id },
  filters: { exam_id: exam_conditions.exam_id },
});

/** An exam's tiers are written with 'Examen', an event's with 'Eventos': the entry's two areas are not interchangeable. */
function requireParentArea(actor: SessionUser, row: Row, action: 'create' | 'update' | 'delete') {
  const area = row.exam_id ? 'Examen' : 'Eventos';
  if (!hasPermission(actor.permissions, area, action)) throw forbidden();
}

export const eventComissionResource = bindResource(comissionEntry, {
  table: event_comissions,
  search: [],
  orderable: { min_participants: event_comissions.min_participants, id: event_comissions.id },
  filters: {
    exam_id: event_comissions.exam_id,
    event_id: event_comissions.event_id,
    doyang_surrogation_id: event_comissions.doyang_surrogation_id,
  },
  relations: {
    doyang_surrogation: belongsTo('doyang_surrogations', event_comissions.doyang_surrogation_id, ['id', 'name']),
  },
  beforeWrite: async (db, actor, data, id) => {
    const row = await withStored(db, event_comissions, data, id);
    const errors = comissionRuleErrors(row);
    if (Object.keys(errors).length) throw validationError(errors);
    requireParentArea(actor, row, id === null ? 'create' : 'update');
    if (id !== null && ('exam_id' in data || 'event_id' in data)) {
      // Moving a tier to another exam or event needs the right over the one it leaves too.
      const [stored] = (await db.select().from(event_comissions).where(eq(event_comissions.id, id))) as Row[];
      requireParentArea(actor, stored, 'update');
    }
  },
  beforeDelete: async (_db, actor, row) => requireParentArea(actor, row, 'delete'),
});

export const examResultResource = bindResource(examResultEntry, {
  table: exam_results,
  search: [exam_results.name],
  orderable: { id: exam_results.id },
});

export const eventResultResource = bindResource(eventResultEntry, {
  table: event_results,
  search: [event_results.name],
  orderable: { id: event_results.id },
});

export const eventPartResources = [
  examGroupResource,
  eventGroupResource,
  examConditionResource,
  eventComissionResource,
  examResultResource,
  eventResultResource,
];

// `:id` like every other route under /api/exams/:id (one parameter name a position in the route tree).
const groupParams = z.object({ id: Q.id.transform(Number), groupId: Q.id.transform(Number) });

/**
 * DELETE /api/exams/{eventId}/exam_groups/{groupId} (spec 03 §7) and the events' and tournaments' twins: the group must be
 * of that parent.
 */
export async function eventGroupRoutes(app: FastifyInstance): Promise<void> {
  for (const [segment, table, key, area, resource, answer] of [
    ['exams', exam_groups, 'exam_id', 'Examen', 'exam_groups', examGroupAnswer],
    ['events', event_groups, 'event_id', 'Eventos', 'event_groups', eventGroupAnswer],
    ['tournaments', tournament_groups, 'tournament_id', 'Torneos', 'tournament_groups', tournamentGroupRowAnswer],
  ] as const) {
    route(app, {
      method: 'DELETE',
      url: `/api/${segment}/:id/${resource}/:groupId`,
      tags: [`${segment} groups`],
      summary: 'Eliminar un grupo',
      permission: { area, action: 'delete' },
      scope: 'network',
      params: groupParams,
      response: answer,
      handler: async ({ db, params }) => {
        const [group] = await db.select().from(table).where(eq(table.id, params.groupId));
        if (!group) throw notFound();
        if (Number((group as Row)[key]) !== params.id) throw validationError({ groupId: [MSG.eventPartOfOther] });
        await db.execute(sql`delete from ${table} where id = ${params.groupId}`);
        return onWire(group);
      },
    });
  }
}
