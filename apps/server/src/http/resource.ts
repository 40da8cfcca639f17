import {
  type Areas,
  accessibleDoyangIds,
  type CrudSummaries,
  crudSummaries,
  isReferenceCatalogue,
  listOf,
  type PermissionArea,
  type ResourceEntry,
} from '@doyang/domain';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { requireDoyang } from '../plugins/permissions.ts';
import type { SessionUser } from '../session/session-user.queries.ts';
import { notFound } from './errors.ts';
import { knownKeys, refuseUnknownKeys } from './known-keys.ts';
import { parseListQuery } from './list-query.ts';
import { filterParams, listRows, ownColumns, showRow } from './list-rows.ts';
import { onlySent } from './partial-body.ts';
import { idParams, listQueryParams, Q, strictQuery } from './query-params.ts';
import { route } from './route.ts';

type TableWithId = PgTable & { id: PgColumn };

/** What computing an `append=` field may read: the database, the caller, today, and the parsed query. */
export type AppendContext = { db: Db; actor: SessionUser; today: string; query: Record<string, unknown> };
type Row = Record<string, unknown>;

export type ResourceDef = {
  /** URL segment under /api. */
  name: string;
  /** The Spanish titles of its routes in /api/docs (from the registry entry's labels). */
  summaries: CrudSummaries;
  table: TableWithId;
  /** Permission area(s) guarding writes (any of them), and reads unless `readPermission` names wider readers. */
  area: Areas;
  /**
   * Reads need any flag of one of these areas when the readers are wider than `area`. Only
   * the domain's reference catalogues are read by any login (deny by default).
   */
  readPermission?: readonly PermissionArea[];
  /**
   * Reads need no flag, only the doyang scope (a screen spec 01 §6 shows without a permission, e.g. Gastos): why, as
   * /api/docs and the route table say it. Requires `doyangColumn`.
   */
  openRead?: string;
  /** The column that ties a row to a doyang: non general-direction users reach only their doyangs' rows. */
  doyangColumn?: PgColumn;
  /** The record as answered (the registry entry's `answer`: its columns, computed fields and relations). */
  answer: z.ZodObject;
  /** zod object for create; update uses its partial. Absent: read-only resource. */
  schema?: z.ZodObject;
  search: PgColumn[];
  orderable: Record<string, PgColumn | SQL>;
  defaultOrder: [field: string, dir: 'asc' | 'desc'];
  /** Query parameters that filter by equality. */
  filters?: Record<string, PgColumn>;
  /** Query parameters that filter by a rule of their own (e.g. 'this year only'). */
  conditions?: Record<string, ListCondition>;
  /**
   * Fields every answered row carries beside its columns, computed from the row alone (no query per row); a form
   * sending the record back may carry them.
   */
  present?: { fields: readonly string[]; of: (row: Row, today: string) => Row };
  /** `with=` relations, each a correlated JSON subquery on the unaliased table. */
  relations?: Record<string, SQL>;
  perPage?: number;
  /** Extra rule checks before a write (beyond the schema), e.g. uniqueness. */
  beforeWrite?: (db: Db, actor: SessionUser, data: Row, id: number | null) => Promise<void>;
  /** Extra rule checks before a delete, on the stored row (e.g. which area its parent needs). */
  beforeDelete?: (db: Db, actor: SessionUser, row: Row) => Promise<void>;
  /** Child rows written with the record, in the same transaction (e.g. a bundle's products). */
  afterWrite?: (tx: Db, id: number, data: Row) => Promise<void>;
  /** Computed fields of one record asked with `append=` on GET /{id} (e.g. CSV text fields). */
  appendOne?: (ctx: AppendContext, row: Row, append: string[]) => Promise<Row>;
  /** Query parameters GET /{id} takes beside with/append (e.g. the date range of an appended CSV). */
  oneQuery?: Record<string, z.ZodType>;
  /** The fields `appendOne` may add to the record, each optional, in their exact schemas (answered by GET /{id}). */
  appended?: z.ZodRawShape;
};

/** A list filter beyond equality: its query parameter and the SQL it adds (undefined adds nothing). */
export type ListCondition = { param: z.ZodType; where: (value: string, today: string) => SQL | undefined };

const rawBodies = new WeakMap<FastifyRequest, unknown>();

/** What the server adds to a registry entry: the table and the SQL of its search, order, filters and relations. */
export type ResourceBinding = {
  table: TableWithId;
  search: PgColumn[];
  /** One column or expression per orderable field the entry names. */
  orderable: Record<string, PgColumn | SQL>;
  filters?: Record<string, PgColumn>;
  conditions?: Record<string, ListCondition>;
  relations?: Record<string, SQL>;
  doyangColumn?: PgColumn;
  /** The module writes the resource with its own routes (rules beyond a table row); the binding only reads. */
  ownWrites?: true;
} & Pick<
  ResourceDef,
  'openRead' | 'beforeWrite' | 'beforeDelete' | 'afterWrite' | 'appendOne' | 'oneQuery' | 'appended' | 'present'
>;

/** The stored row merged with what a write sends (nothing stored on a create), so a partial update is checked whole. */
export async function withStored(db: Db, table: TableWithId, data: Row, id: number | null): Promise<Row> {
  if (id === null) return data;
  const [stored] = (await db.select().from(table).where(eq(table.id, id))) as Row[];
  return { ...stored, ...data };
}

/** A registry entry bound to its table: the CRUD routes of registerResource, named, guarded and paged by the entry. */
export function bindResource(entry: ResourceEntry & { answer: z.ZodObject }, binding: ResourceBinding): ResourceDef {
  const missing = entry.orderable.filter((f) => !(f in binding.orderable));
  if (missing.length) throw new Error(`${entry.name}: sin SQL para ordenar por ${missing.join(', ')}`);
  const { ownWrites, ...rest } = binding;
  return {
    ...rest,
    name: entry.name,
    summaries: crudSummaries(entry),
    area: entry.area,
    readPermission: entry.readAreas,
    schema: ownWrites ? undefined : entry.schema,
    answer: entry.answer,
    defaultOrder: [entry.defaultOrder[0], entry.defaultOrder[1]],
    perPage: entry.perPage,
  };
}

/** Registers GET list, GET one, POST, PUT and DELETE for a resource, each declaring its permission and scope. */
export function registerResource(app: FastifyInstance, def: ResourceDef): void {
  const base = `/api/${def.name}` as const;
  const tags = [def.name];
  // Reference catalogues are read by any login; every other read needs one of the readers' areas (deny by default).
  if (def.openRead && !def.doyangColumn) throw new Error(`${def.name}: una lectura abierta necesita el alcance por doyang`);
  const read = isReferenceCatalogue(def.name)
    ? { anyLogin: 'catálogo de referencia (domain visibility.ts)' }
    : def.openRead
      ? { anyLogin: def.openRead }
      : { area: def.readPermission ?? def.area };
  const scope = def.doyangColumn ? 'doyang' : 'network';
  const doyangKey = def.doyangColumn?.name;
  /** Doyang scope of one row (and of the doyang a write moves it to). */
  const inScope = (actor: SessionUser, row: Row) => {
    if (doyangKey && row[doyangKey] !== undefined && row[doyangKey] !== null) requireDoyang(actor, Number(row[doyangKey]));
  };

  const listQuery = listQueryParams(filterParams(def), Object.keys(def.orderable));
  const oneQuery = strictQuery({ with: Q.names, append: Q.names, ...def.oneQuery });
  // The web's create form may name relations to load with the answer.
  const writeQuery = strictQuery({ with: Q.names, append: Q.names });
  const allRelations = { with: Object.keys(def.relations ?? {}) };
  const record = def.answer;
  /** A write answers the record as a read does: every relation and the computed fields. */
  const shown = async (db: Db, id: number) => {
    const row = await showRow(db, def, id, allRelations);
    return def.present ? def.present.of(row, app.clock.today()) : row;
  };

  route(app, {
    method: 'GET',
    url: base,
    tags,
    summary: def.summaries.list,
    permission: read,
    scope,
    query: listQuery,
    response: listOf(record),
    handler: async ({ db, actor, query }) => {
      const q = parseListQuery(query, def.perPage);
      const scopeIds = def.doyangColumn ? accessibleDoyangIds(actor) : null;
      const today = app.clock.today();
      const list = await listRows(db, def, q, scopeIds, today);
      if (!def.present) return list;
      const { of } = def.present;
      const present = (row: Row) => of(row, today);
      return Array.isArray(list) ? list.map(present) : { ...list, data: list.data.map(present) };
    },
  });

  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    tags,
    summary: def.summaries.show,
    permission: read,
    scope,
    params: idParams,
    query: oneQuery,
    response: def.appended ? record.extend(def.appended) : record,
    handler: async ({ db, actor, params, query }) => {
      const q = parseListQuery(query);
      const today = app.clock.today();
      const stored = await showRow(db, def, params.id, q);
      inScope(actor, stored);
      const row = def.present ? def.present.of(stored, today) : stored;
      // Called without `append=` too: a query parameter of its own may ask for work (add_missing_graphs=1).
      return def.appendOne ? def.appendOne({ db, actor, today, query }, row, q.append) : row;
    },
  });

  const schema = def.schema;
  if (!schema) return;
  const updateSchema = schema.partial();
  // A form may send the record back (its columns and relations: dropped by the schema), but a key the record does
  // not have is refused, so a misnamed field never skips its rule in silence (issue 10).
  const refuseUnknown = refuseUnknownKeys(
    knownKeys(def.table, Object.keys(def.relations ?? {}), Object.keys(schema.shape), def.present?.fields ?? []),
  );

  route(app, {
    method: 'POST',
    status: 201,
    url: base,
    tags,
    summary: def.summaries.create,
    permission: { area: def.area, action: 'create' },
    scope,
    body: schema,
    query: writeQuery,
    response: record,
    preValidation: refuseUnknown,
    handler: async ({ db, actor, body }) => {
      const data = body as Row;
      inScope(actor, data);
      await def.beforeWrite?.(db, actor, data, null);
      const [row] = (await db
        .insert(def.table)
        .values(ownColumns(def, data) as never)
        .returning({ id: def.table.id })) as { id: number }[];
      await def.afterWrite?.(db, row.id, data);
      return shown(db, row.id);
    },
  });

  route(app, {
    method: 'PUT',
    url: `${base}/:id`,
    tags,
    summary: def.summaries.update,
    permission: { area: def.area, action: 'update' },
    scope,
    params: idParams,
    body: updateSchema,
    query: writeQuery,
    response: record,
    // zod applies `.default()` even inside `.partial()`: remember which keys the client really sent.
    preValidation: async (request) => {
      await refuseUnknown(request);
      rawBodies.set(request, request.body);
    },
    handler: async ({ db, actor, params, body, request }) => {
      const id = params.id;
      const data = onlySent(body as Row, rawBodies.get(request));
      inScope(actor, await showRow(db, def, id, { with: [] }));
      inScope(actor, data);
      await def.beforeWrite?.(db, actor, data, id);
      const own = ownColumns(def, data);
      if (Object.keys(own).length)
        await db
          .update(def.table)
          .set(own as never)
          .where(eq(def.table.id, id));
      await def.afterWrite?.(db, id, data);
      return shown(db, id);
    },
  });

  route(app, {
    method: 'DELETE',
    url: `${base}/:id`,
    tags,
    summary: def.summaries.delete,
    permission: { area: def.area, action: 'delete' },
    scope,
    params: idParams,
    response: record,
    handler: async ({ db, actor, params }) => {
      const stored = await showRow(db, def, params.id, { with: [] });
      inScope(actor, stored);
      await def.beforeDelete?.(db, actor, stored);
      const [row] = (await db.delete(def.table).where(eq(def.table.id, params.id)).returning()) as Row[];
      if (!row) throw notFound();
      // The record as every other call answers it (its computed fields too), without relations.
      return def.present ? def.present.of(row, app.clock.today()) : row;
    },
  });
}
