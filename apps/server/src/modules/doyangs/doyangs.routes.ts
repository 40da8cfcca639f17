import {
  canReadDuties,
  canSeeGeneralDirection,
  DASHBOARD_APPENDS,
  type DoyangListRowAnswer,
  type DoyangRecordAnswer,
  doyangDeletedAnswer,
  doyangs as doyangEntry,
  doyangPersonalSchema,
  doyangPutAnswer,
  doyangRecordAnswer,
  doyangRecordWithCardAnswer,
  doyangSchema,
  doyangsForViewer,
  doyangsListAnswer,
  GENERAL_DIRECTION_DOYANG_ID,
  hasPermission,
  STATISTICS_APPENDS,
  stablishGoalBody,
  withDoyangPrefix,
} from '@doyang/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { doyang_personal, doyangs } from '../../db/schema/index.ts';
import { bodyUnion } from '../../http/body-union.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { knownKeys, refuseUnknownKeys } from '../../http/known-keys.ts';
import { parseListQuery } from '../../http/list-query.ts';
import { onlySent } from '../../http/partial-body.ts';
import { idParams, listQueryParams, Q, strictQuery } from '../../http/query-params.ts';
import { route } from '../../http/route.ts';
import { listSqlRows } from '../../http/sql-list.ts';
import { requireDoyang, requirePermission } from '../../plugins/permissions.ts';
import type { SessionUser } from '../../session/session-user.queries.ts';
import { cardScope, dashboardOf, setGoal } from '../dashboard/index.ts';
import { doyangStatistics } from '../statistics/index.ts';
import { doyangListSource, doyangRecord, surrogatedDoyangs } from './doyangs.queries.ts';

const listQuery = listQueryParams({
  front_page: Q.flag,
  active: Q.flag,
  name: Q.text,
  doyang_type_id: Q.id,
  doyang_category_id: Q.id,
});
// `append=` adds the card's numbers (the old home, one card a call); exam_id, event_id, tournament_id choose its totals.
const oneQuery = strictQuery({ with: Q.names, append: Q.names, exam_id: Q.id, event_id: Q.id, tournament_id: Q.id });
// `personal` removes one staff member; without it the doyang itself is deleted. An invalid value is a 422.
const deleteQuery = strictQuery({ personal: Q.id });

/** Staff of a doyang may manage its personal with 'Doyang Personal'; the catalogue area 'Doyangs' reaches all. */
function requirePersonalAccess(actor: SessionUser, doyangId: number, action: 'create' | 'delete'): void {
  if (hasPermission(actor.permissions, 'Doyangs', 'update') && canSeeGeneralDirection(actor)) return;
  requirePermission(actor, 'Doyang Personal', action);
  requireDoyang(actor, doyangId);
}

// PUT carries either {personal, doyang_surrogation_id} to add staff or the doyang's fields (spec 02 §7).
// `personal` with one id means 'add staff' (anything else under that key is a 422, never an edit); a form
// sending the record back carries the personal list and edits the doyang.
const doyangPutBody = bodyUnion({
  goal: {
    when: (raw) => raw.stablish_goal !== undefined && raw.stablish_goal !== null,
    schema: stablishGoalBody,
  },
  personal: {
    when: (raw) => raw.personal !== undefined && raw.personal !== null && !Array.isArray(raw.personal),
    schema: doyangPersonalSchema,
  },
  fields: { when: () => true, schema: doyangSchema.partial() },
});

/**
 * What a doyang's write may carry: its columns and fields, the add-staff pair, and what its record answers with
 * (the form sends the record back whole). A made-up key is a 422, never a rule skipped in silence.
 */
const refuseUnknown = refuseUnknownKeys(
  knownKeys(
    doyangs,
    Object.keys(doyangSchema.shape),
    Object.keys(doyangPersonalSchema.shape),
    Object.keys(stablishGoalBody.shape),
    [
      'students_count',
      'responsible',
      'certifier',
      'personal',
      'category',
      'surrogated_doyangs',
      'duties_checked',
      'duties_unchecked',
    ],
  ),
);

const tags = ['doyangs'];
const personalRule = {
  anyLogin: 'requirePersonalAccess (doyangs.routes.ts): Doyangs de dirección general o Doyang Personal de su doyang',
};

export async function doyangRoutes(app: FastifyInstance): Promise<void> {
  const show = async (db: Db, id: number): Promise<DoyangRecordAnswer> => {
    const doyang = await doyangRecord(db, id);
    if (!doyang) throw notFound();
    return { ...doyang, surrogated_doyangs: await surrogatedDoyangs(db, id) };
  };

  // Home shows every doyang's card to every user (spec 01 §2), so the list is not scoped; a doyang's details
  // (phones, address, staff) only reach those who may see them (doyangsForViewer), and the record is scoped.
  route(app, {
    method: 'GET',
    url: '/api/doyangs',
    tags,
    summary: 'Doyangs (las tarjetas de Inicio, la lista y los selectores)',
    permission: { anyLogin: 'las tarjetas de Inicio (spec 01 §2); los detalles según doyangsForViewer' },
    scope: 'doyang',
    response: doyangsListAnswer,
    query: listQuery,
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query);
      const isOn = (v: string | undefined) => v === '1' || v === 'true';
      const frontPage = isOn(q.filters.front_page);
      const active = q.filters.active === undefined ? (frontPage ? true : undefined) : isOn(q.filters.active);
      const options = {
        active,
        ids: q.ids,
        search: q.search ?? q.filters.name ?? null,
        typeId: Number(q.filters.doyang_type_id) || undefined,
        categoryId: Number(q.filters.doyang_category_id) || undefined,
        withResponsible: frontPage || q.with.includes('responsible') || q.paginate,
        withPersonal: q.with.includes('personal'),
        withCategory: q.with.includes('category'),
        // Duty counts only for those who read duties: a kyosa's Home shows every card, not every doyang's duties.
        withDuties: frontPage && canReadDuties(actor),
      };
      const list = await listSqlRows<DoyangListRowAnswer>(db, doyangListSource(db, options, q.paginate), q);
      if (Array.isArray(list)) return doyangsForViewer(actor, list);
      return { ...list, data: doyangsForViewer(actor, list.data) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/doyangs/:id',
    tags,
    summary: 'Un doyang con su responsable, su personal y su categoría (y los números de su tarjeta con append=)',
    permission: { anyLogin: 'el registro de sus doyangs (requireDoyang)' },
    scope: 'doyang',
    response: doyangRecordWithCardAnswer,
    params: idParams,
    query: oneQuery,
    handler: async ({ db, actor, params, query }) => {
      requireDoyang(actor, params.id);
      const record = await show(db, params.id);
      const asked = new Set((query.append ?? '').split(',').map((a) => a.trim()));
      const appends = DASHBOARD_APPENDS.filter((key) => asked.has(key) || asked.has('dashboard'));
      // Spec 03 §7 'Statistics': the five appends, computed by the statistics module (issue 27).
      const statistics = STATISTICS_APPENDS.filter((name) => asked.has(name));
      if (!appends.length && !statistics.length) return record;
      const num = (v: string | undefined) => (v === undefined ? null : Number(v));
      const card = appends.length
        ? (
            await dashboardOf(
              db,
              actor,
              cardScope(actor, params.id),
              { examId: num(query.exam_id), eventId: num(query.event_id), tournamentId: num(query.tournament_id) },
              app.clock.today(),
              app.clock.timeZone,
              { birthdays: appends.includes('month_birthdays') },
            )
          ).data[0]
        : undefined;
      const stats = statistics.length ? await doyangStatistics(db, params.id, { today: app.clock.today() }) : undefined;
      return {
        ...record,
        ...(card ? Object.fromEntries(appends.filter((k) => k in card).map((k) => [k, card[k]])) : {}),
        ...(stats ? Object.fromEntries(statistics.map((name) => [name, stats[name]])) : {}),
      };
    },
  });

  route(app, {
    method: 'POST',
    status: 201,
    url: '/api/doyangs',
    tags,
    summary: 'Da de alta un doyang',
    permission: { area: doyangEntry.area, action: 'create' },
    scope: 'network',
    response: doyangRecordAnswer,
    body: doyangSchema,
    preValidation: refuseUnknown,
    handler: async ({ db, body }) => {
      const [row] = await db
        .insert(doyangs)
        .values({ ...body, name: withDoyangPrefix(body.name, body.doyang_type_id) })
        .returning({ id: doyangs.id });
      return show(db, row.id);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/doyangs/:id',
    tags,
    summary: 'Guarda un doyang, agrega a alguien a su personal o fija una meta de su tarjeta (stablish_goal)',
    permission: { anyLogin: `${personalRule.anyLogin}; las metas: su doyang dentro de la ventana (areGoalsModifiable)` },
    scope: 'doyang',
    response: doyangPutAnswer,
    params: idParams,
    body: doyangPutBody,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, params, body }) => {
      const id = params.id;
      if (body.kind === 'goal') return setGoal(db, actor, id, body.data, app.clock.today(), app.clock.timeZone);
      const [current] = await db.select().from(doyangs).where(eq(doyangs.id, id));
      if (!current) throw notFound();
      if (body.kind === 'personal') {
        requirePersonalAccess(actor, id, 'create');
        const p = body.data;
        await db
          .insert(doyang_personal)
          .values({ doyang_id: id, user_id: p.personal, doyang_surrogation_id: p.doyang_surrogation_id })
          .onConflictDoUpdate({
            target: [doyang_personal.doyang_id, doyang_personal.user_id],
            set: { doyang_surrogation_id: p.doyang_surrogation_id },
          });
        return show(db, id);
      }
      requirePermission(actor, 'Doyangs', 'update');
      // Only the keys sent: zod applies `.default()` even inside `.partial()`.
      const data = onlySent(body.data, body.sent);
      const typeId = data.doyang_type_id ?? current.doyang_type_id;
      if (data.name !== undefined || data.doyang_type_id !== undefined)
        data.name = withDoyangPrefix(data.name ?? current.name, typeId);
      if (Object.keys(data).length) await db.update(doyangs).set(data).where(eq(doyangs.id, id));
      return show(db, id);
    },
  });

  // DELETE with ?personal={userId} removes one staff member; without it deletes the doyang.
  route(app, {
    method: 'DELETE',
    url: '/api/doyangs/:id',
    tags,
    summary: 'Elimina un doyang o quita a alguien de su personal',
    permission: personalRule,
    scope: 'doyang',
    response: doyangDeletedAnswer,
    params: idParams,
    query: deleteQuery,
    handler: async ({ db, actor, params, query }) => {
      const id = params.id;
      if (query.personal !== undefined) {
        const personal = Number(query.personal);
        requirePersonalAccess(actor, id, 'delete');
        const removed = await db
          .delete(doyang_personal)
          .where(and(eq(doyang_personal.doyang_id, id), eq(doyang_personal.user_id, personal)))
          .returning();
        if (!removed.length) throw notFound();
        return show(db, id);
      }
      requirePermission(actor, 'Doyangs', 'delete');
      if (id === GENERAL_DIRECTION_DOYANG_ID) throw forbidden();
      const [row] = await db.delete(doyangs).where(eq(doyangs.id, id)).returning();
      if (!row) throw notFound();
      return row;
    },
  });
}
