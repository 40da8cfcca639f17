import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../db/sql.ts';
import { createTestApp, type TestApp, TODAY } from '../test/test-app.ts';
import {
  type ApiRoute,
  addedFacts,
  apiRoutes,
  changedTables,
  chunkNames,
  fillPath,
  findMarker,
  fingerprint,
  fingerprintTables,
  isWrite,
  pathParams,
  relationNames,
  responseText,
  routeSegment,
  rowIdsOfDoyang,
  schemaBody,
  schemaKeys,
  singular,
} from './route-walk.ts';

// Security requirement: a user of doyang 1 (alumno, kyosa, profesor) never reads nor changes doyang 2's data,
// whatever route, id, query or body they try. The walk takes the routes from app.routeTable, so every route
// added later is walked without editing this file: doyang 2's private fields carry a canary (CANARIO or a
// canary phone) that no 2xx may show, and the database must come out of the walk exactly as it went in.

/** Routes that act on the caller's own session, not on any doyang's data. Keep this list tiny. */
const SESSION_ROUTES = new Set([
  'POST /api/login',
  'POST /api/logout',
  'POST /api/me',
  'POST /api/impersonation/leave',
  // The caller's own choice of home (old or optimised).
  'PUT /api/home_preference',
]);

const ROLES = { alumno: 'alumno@demo.mx', kyosa: 'kyosa@demo.mx', profesor: 'profesor@demo.mx' } as const;
type Role = keyof typeof ROLES;

const VICTIM = 2;
const OWN = 1;
const PHONES = {
  doyang: '5500000001',
  doyangCell: '5500000011',
  student: '5500000002',
  staff: '5500000003',
  picker: '5500000004',
};

type Victim = { student: number; group: number; staff: number; duty: number; revision: number; holiday: number; mark: number };

let t: TestApp;
let victim: Victim;
/** Doyang-2 row per table (the walk's target ids) and doyang-1 row per table (the caller's own ids). */
let victimIds: Map<string, number>;
let ownIds: Map<string, number>;
const tokens = new Map<Role, string>();
const selfIds = new Map<Role, number>();
let markers: RegExp[];
let routes: ApiRoute[];

/** Writes the canaries into doyang 2's private data; person names stay as they are (the genealogy shows them). */
async function plantCanaries(): Promise<Victim> {
  const db = t.app.db;
  const student = await one<{ id: number; group: number }>(
    db,
    sql`select id, doyang_group_id as group from users
      where role_id = 10 and active and doyang_id = ${VICTIM} and doyang_group_id is not null order by id limit 1`,
  );
  const staff = await one<{ id: number }>(
    db,
    sql`select user_id as id from doyang_personal where doyang_id = ${VICTIM} order by user_id limit 1`,
  );
  if (!student || !staff) throw new Error('the demo network has no student or staff in doyang 2');
  await db.execute(sql`update doyangs set phone1 = ${PHONES.doyang}, cellphone = ${PHONES.doyangCell},
    address = 'CALLE CANARIO 2', neighborhood = 'COLONIA CANARIO' where id = ${VICTIM}`);
  await db.execute(sql`update users set address = 'CALLE CANARIO 22', father_name = 'PADRE CANARIO',
    mother_name = 'MADRE CANARIO', email = 'canario.alumno@demo.mx', cellphone = ${PHONES.student},
    health_info = 'SALUD CANARIO' where id = ${student.id}`);
  await db.execute(sql`update users set cellphone = ${PHONES.staff}, address = 'CALLE CANARIO 3' where id = ${staff.id}`);
  await db.execute(sql`update doyang_groups set name = 'GRUPO CANARIO' where id = ${student.group}`);
  await db.execute(sql`insert into child_pickers (user_id, name, telephone, kinship)
    values (${student.id}, 'RECOGE CANARIO', ${PHONES.picker}, 'TIO')`);
  const duty = await one<{ id: number }>(
    db,
    sql`insert into monthly_duties (name, doyang_id, due_date, to_doyang, to_general_direction)
      values ('TAREA CANARIO', ${VICTIM}, ${TODAY}, false, false) returning id`,
  );
  const revision = await one<{ id: number }>(
    db,
    sql`insert into revisions (name, active, doyang_group_id) values ('REVISION CANARIO', true, ${student.group}) returning id`,
  );
  const holiday = await one<{ id: number }>(
    db,
    sql`insert into holidays (name, start_date, end_date, doyang_group_id)
      values ('DIA CANARIO', ${TODAY}, ${TODAY}, ${student.group}) returning id`,
  );
  const mark = await one<{ id: number }>(
    db,
    sql`insert into assistances (user_id, doyang_group_id, date, type, is_student) values (${student.id}, ${student.group}, ${TODAY}, 'A', true)
      on conflict (user_id, doyang_group_id, date) do update set type = 'A' returning id`,
  );
  return {
    student: student.id,
    group: student.group,
    staff: staff.id,
    duty: Number(duty?.id),
    revision: Number(revision?.id),
    holiday: Number(holiday?.id),
    mark: Number(mark?.id),
  };
}

/** Groups and a student of a doyang: the anchors its rows are found by. */
async function anchorsOf(doyangId: number, studentId?: number) {
  const groups = await rows<{ id: number }>(
    t.app.db,
    sql`select id from doyang_groups where doyang_id = ${doyangId} order by id`,
  );
  const student =
    studentId ??
    (await one<{ id: number }>(t.app.db, sql`select id from users where role_id = 10 and doyang_id = ${doyangId} order by id`))
      ?.id;
  return { doyangId, groupIds: groups.map((g) => g.id), studentId: Number(student) };
}

/** The doyang-2 id a path parameter takes: by the parameter's own name, else by the route's resource. */
function victimIdFor(url: string, param: string): number {
  if (param !== 'id') {
    if (/user|student|person/i.test(param)) return victim.student;
    if (/group/i.test(param)) return victim.group;
    if (/doyang/i.test(param)) return VICTIM;
  }
  return segmentId(routeSegment(url), victimIds, VICTIM, victim.student);
}

function segmentId(segment: string, ids: Map<string, number>, doyangId: number, person: number): number {
  if (segment === 'users') return person;
  if (segment === 'doyangs') return doyangId;
  // Not a table holding doyang rows (catalogues, configuration): id 1 is not any doyang's data.
  return ids.get(segment) ?? 1;
}

/** Every query key that can name doyang 2's data: the usual filters and `<table>_id` for each doyang-2 row. */
function victimRefs(): Record<string, number> {
  const refs: Record<string, number> = {
    doyang_id: VICTIM,
    doyang_group_id: victim.group,
    user_id: victim.student,
    student: victim.student,
    students: victim.student,
    personal: victim.staff,
    kyosa: victim.staff,
    kyosas: victim.staff,
    revision_id: victim.revision,
    monthly_duty_id: victim.duty,
  };
  for (const [table, id] of victimIds) {
    const key = `${singular(table)}_id`;
    if (!(key in refs) && table !== 'users' && table !== 'doyangs') refs[key] = id;
  }
  return refs;
}

/** The keys a few-key body uses: a person, a group, a doyang or a record of doyang 2. */
const BODY_REF_KEYS = [
  'doyang_id',
  'doyang_group_id',
  'user_id',
  'student',
  'students',
  'groupsAsStudent',
  'kyosa',
  'kyosas',
  'personal',
  'monthly_duty_id',
  'revision_id',
];

type Request = { role: Role; method: string; url: string; body?: unknown; route: ApiRoute; victimPath: boolean };

describe('doyang isolation: every route, as alumno, kyosa and profesor of doyang 1, against doyang 2', () => {
  const failures: string[] = [];
  const notes: string[] = [];
  let count = 0;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp({ loginRateLimit: 100_000 }, 60);
    victim = await plantCanaries();
    victimIds = await rowIdsOfDoyang(t.app.db, await anchorsOf(VICTIM, victim.student));
    ownIds = await rowIdsOfDoyang(t.app.db, await anchorsOf(OWN));
    for (const [role, email] of Object.entries(ROLES) as [Role, string][]) {
      tokens.set(role, await t.login(email));
      const self = await one<{ id: number }>(t.app.db, sql`select id from users where email = ${email}`);
      selfIds.set(role, Number(self?.id));
    }
    markers = [
      /canario/i,
      ...Object.values(PHONES).map((p) => new RegExp(p)),
      // A record about the victim student or group, even without a canary field in it.
      new RegExp(`"user_id":\\s*${victim.student}\\b`),
      new RegExp(`"doyang_group_id":\\s*${victim.group}\\b`),
    ];
    routes = apiRoutes(t.app.routeTable, SESSION_ROUTES);
    tables = await fingerprintTables(t.app.db);
  });
  afterAll(() => t?.close());

  /** One request as a role; a token revoked by an earlier request is replaced and the request repeated. */
  async function send(r: Request): Promise<LightMyRequestResponse> {
    count++;
    const res = await t.call(r.method, r.url, tokens.get(r.role), r.body);
    if (res.statusCode !== 401) return res;
    const alive = await t.call('GET', '/api/time', tokens.get(r.role));
    if (alive.statusCode !== 401) return res;
    notes.push(`${r.role}'s token stopped working by ${r.method} ${r.url} (logged in again)`);
    tokens.set(r.role, await t.login(ROLES[r.role]));
    count++;
    return t.call(r.method, r.url, tokens.get(r.role), r.body);
  }

  const describeRequest = (r: Request, res: LightMyRequestResponse) =>
    `${r.role} ${r.method} ${r.url}${r.body === undefined ? '' : ` body=${JSON.stringify(r.body)}`} → ${res.statusCode}`;

  /** The checks every answer gets: no 5xx, and no 2xx showing a canary or a victim record. */
  async function check(r: Request): Promise<LightMyRequestResponse> {
    const res = await send(r);
    if (res.statusCode >= 500) failures.push(`5xx: ${describeRequest(r, res)}: ${res.body.slice(0, 300)}`);
    if (res.statusCode >= 200 && res.statusCode < 300) {
      const hit = findMarker(await responseText(res.rawPayload, String(res.headers['content-type'] ?? '')), markers);
      if (hit) failures.push(`reveals doyang 2: ${describeRequest(r, res)}: …${hit}…`);
    }
    return res;
  }

  it('kyosa: GET /api/doyangs?ids=2&with=personal does not show doyang 2 staff cellphones', async () => {
    const res = await t.call('GET', `/api/doyangs?ids=${VICTIM}&with=personal`, tokens.get('kyosa'));
    expect(res.body).not.toContain(PHONES.staff);
    expect(res.body).not.toMatch(/canario/i);
    // Control: the same request on the kyosa's own doyang does list its staff, so the refusal above is about doyang 2.
    const own = await t.call('GET', `/api/doyangs?ids=${OWN}&with=personal`, tokens.get('kyosa'));
    expect(own.json()[0].personal?.length).toBeGreaterThan(0);
  });

  it("kyosa: GET /api/revisions/{own}/requirement?user_id=<doyang 2 student> is refused (belt and age of another doyang's student)", async () => {
    const own = ownIds.get('revisions');
    expect(own).toBeDefined();
    const res = await t.call('GET', `/api/revisions/${own}/requirement?user_id=${victim.student}`, tokens.get('kyosa'));
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    // Control: the kyosa does read the requirement of a student of that revision's group (the alumno, added
    // to it as an extra student), so the refusal above is about the other doyang's student.
    const alumno = selfIds.get('alumno');
    await t.app.db.execute(sql`insert into doyang_group_students (doyang_group_id, user_id)
      select doyang_group_id, ${alumno} from revisions where id = ${own} on conflict do nothing`);
    const control = await t.call('GET', `/api/revisions/${own}/requirement?user_id=${alumno}`, tokens.get('kyosa'));
    expect(control.statusCode, control.body).toBe(200);
  });

  it('walks every route and finds no 2xx that reveals or changes doyang 2 data', { timeout: 180_000 }, async () => {
    const db = t.app.db;
    const started = Date.now();
    const phases: string[] = [];
    let fingerprints = 0;
    const baseline = await fingerprint(db, tables);
    let state = baseline;
    /** A write that changed the database: named with the tables it touched, then the walk goes on from there. */
    const afterWrite = async (r: Request, res: LightMyRequestResponse | null) => {
      fingerprints++;
      const now = await fingerprint(db, tables);
      const changed = changedTables(state, now);
      if (changed.length) {
        const who = res ? describeRequest(r, res) : `one of the requests of ${r.role} ${r.route.method} ${r.route.url}`;
        failures.push(`changes data (${changed.join(', ')}): ${who}: ${res?.body.slice(0, 200) ?? ''}`);
      }
      state = now;
    };

    const refs = victimRefs();
    const srcDir = join(import.meta.dirname, '..');
    const names = chunkNames(
      relationNames(
        srcDir,
        routes.map((r) => r.url),
        [...victimIds.keys()],
      ),
    );
    const roles = Object.keys(ROLES) as Role[];
    const gets = routes.filter((r) => r.method === 'GET');
    const writes = routes.filter((r) => isWrite(r.method));
    // Filters that name doyang 2 outright, asked with every with/append list as well.
    const coreKeys = ['doyang_id', 'doyang_group_id', 'user_id'];

    /**
     * The query keys worth sending to a route: all of them, unless its query schema is a closed object
     * (any other key is a 422 before the handler runs). One probe with the undeclared keys confirms it.
     */
    const takesQuery = async (route: ApiRoute, url: string): Promise<(key: string) => boolean> => {
      const declared = route.query;
      if (!declared) return () => true;
      const undeclared = Object.entries({ ...refs, ids: 1, id: 1, with: 'x', append: 'x' }).filter(([k]) => !declared.has(k));
      if (undeclared.length) {
        const probe = await check({
          role: 'profesor',
          method: route.method,
          url: `${url}?${undeclared.map(([k, v]) => `${k}=${v}`).join('&')}`,
          route,
          victimPath: true,
        });
        // Refused before the query was read (403, 404…): no proof the schema is closed, so every key goes.
        if (probe.statusCode !== 422) {
          if (probe.statusCode < 300) notes.push(`${route.method} ${route.url} declares its query keys but takes others`);
          return () => true;
        }
      }
      return (key) => declared.has(key);
    };

    // 1. Reads: doyang 2's ids in the path and in every query key; relations and appends on top.
    for (const route of gets) {
      const victimPath = fillPath(route.url, (p) => victimIdFor(route.url, p));
      const segmentVictim = segmentId(routeSegment(route.url), victimIds, VICTIM, victim.student);
      const takes = await takesQuery(route, victimPath);
      const lists = [
        ...(takes('with') ? names.map((n) => `with=${n}`) : []),
        ...(takes('append') ? names.map((n) => `append=${n}`) : []),
        ...(takes('with') && takes('append') ? names.map((n) => `with=${n}&append=${n}`) : []),
      ];
      const queries = [
        '',
        ...Object.entries({ ...refs, ids: segmentVictim, id: segmentVictim })
          .filter(([k]) => takes(k))
          .map(([k, v]) => `${k}=${v}`),
        ...lists,
        ...lists.flatMap((l) =>
          [...coreKeys, 'ids'].filter(takes).map((k) => `${k}=${k === 'ids' ? segmentVictim : refs[k]}&${l}`),
        ),
      ];
      for (const role of roles) {
        for (const q of queries) {
          await check({ role, method: 'GET', url: q ? `${victimPath}?${q}` : victimPath, route, victimPath: true });
        }
        // The caller's own id with doyang 2 named in the query: the answer may narrow, but must say nothing new.
        if (!pathParams(route.url).length) continue;
        const ownPath = fillPath(route.url, () => segmentId(routeSegment(route.url), ownIds, OWN, selfIds.get(role) ?? 0));
        const bare = await check({ role, method: 'GET', url: ownPath, route, victimPath: false });
        for (const [k, v] of Object.entries(refs).filter(([key]) => takes(key))) {
          const r: Request = { role, method: 'GET', url: `${ownPath}?${k}=${v}`, route, victimPath: false };
          const res = await check(r);
          if (res.statusCode < 200 || res.statusCode >= 300) continue;
          const bareOk = bare.statusCode >= 200 && bare.statusCode < 300;
          const added = bareOk ? addedFacts(bare.body, res.body) : ['(refused without it)'];
          if (added.length) {
            failures.push(
              `a doyang 2 reference adds to the answer for an own id: ${describeRequest(r, res)} (without it: ${bare.statusCode}): ${added.slice(0, 5).join(' ')}`,
            );
          }
        }
      }
    }
    phases.push(`reads ${count} requests in ${Date.now() - started} ms`);
    const afterReads = await fingerprint(db, tables);
    const readChanges = changedTables(state, afterReads);
    if (readChanges.length) failures.push(`reads changed data: ${readChanges.join(', ')}`);
    state = afterReads;

    // 2. Writes on doyang 2: its ids in the path, bodies that point at it (all at once, as the route's
    // schema takes them, and one reference at a time, alone and as an attendance mark).
    const fewKeyBodies = (segmentVictim: number): Record<string, unknown>[] => {
      const value = (k: string): number => (k in refs ? refs[k] : k === 'groupsAsStudent' ? victim.student : segmentVictim);
      return [
        ...BODY_REF_KEYS.flatMap((k) => [{ [k]: value(k) }, { [k]: [value(k)] }]),
        ...['student', 'kyosa', 'user_id'].map((k) => ({ [k]: value(k), date: TODAY, type: 'A' })),
        { id: segmentVictim, user_id: victim.student },
        { monthly_duty_id: victim.duty, doyang_id: VICTIM, done: true },
      ];
    };
    const victimWrites: Request[] = [];
    const ownWrites: Request[] = [];
    for (const route of writes) {
      const segmentVictim = segmentId(routeSegment(route.url), victimIds, VICTIM, victim.student);
      const url = fillPath(route.url, (p) => victimIdFor(route.url, p));
      const hasParams = pathParams(route.url).length > 0;
      const segment = routeSegment(route.url);
      // Only a path holding a doyang-2 row is a write on doyang 2; catalogue ids (1) are nobody's doyang.
      const onVictimRow = hasParams && (segment === 'users' || segment === 'doyangs' || victimIds.has(segment));
      const generic = {
        doyang_id: VICTIM,
        doyang_group_id: victim.group,
        user_id: victim.student,
        student: victim.student,
        groupsAsStudent: [victim.student],
        personal: victim.staff,
        kyosas: [victim.staff],
        id: segmentVictim,
        name: 'X',
        date: TODAY,
        type: 'A',
        done: true,
        monthly_duty_id: victim.duty,
        revision_id: victim.revision,
      };
      const overrides = { ...refs, groupsAsStudent: [victim.student], kyosas: [victim.staff], id: segmentVictim };
      const keys = schemaKeys(route.body);
      const bodies: unknown[] =
        route.method === 'DELETE'
          ? [undefined]
          : [
              generic,
              schemaBody(route.body, TODAY, overrides),
              ...fewKeyBodies(segmentVictim).filter((b) => !keys || Object.keys(b).some((k) => keys.has(k))),
            ].filter((b) => b !== undefined);
      for (const role of roles) {
        for (const body of bodies) victimWrites.push({ role, method: route.method, url, body, route, victimPath: onVictimRow });
        if (!hasParams) continue;
        // The caller's own record with doyang 2 named in the body (or, for DELETE, in the query): a
        // record moved to doyang 2, or doyang 2's people added to it, is doyang 2's data changed.
        const own = fillPath(route.url, () => segmentId(routeSegment(route.url), ownIds, OWN, selfIds.get(role) ?? 0));
        if (route.method === 'DELETE') {
          const takes = await takesQuery(route, own);
          for (const [k, v] of Object.entries(refs).filter(([key]) => takes(key)))
            ownWrites.push({ role, method: 'DELETE', url: `${own}?${k}=${v}`, route, victimPath: false });
        } else {
          for (const body of fewKeyBodies(segmentVictim))
            ownWrites.push({ role, method: route.method, url: own, body, route, victimPath: false });
        }
      }
    }
    // Deletes last: a hole that deletes must not hide what the other writes would do.
    const byMethod = (r: Request) => (r.method === 'DELETE' ? 1 : 0);
    for (const batch of [victimWrites, ownWrites]) {
      const ordered = [...batch].sort((a, b) => byMethod(a) - byMethod(b));
      let previous: Request | null = null;
      for (const r of ordered) {
        if (previous && previous.route !== r.route) await afterWrite(previous, null);
        const res = await check(r);
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        if (ok) await afterWrite(r, res);
        if (ok && r.victimPath)
          failures.push(`accepts a write on a doyang 2 record: ${describeRequest(r, res)}: ${res.body.slice(0, 200)}`);
        previous = r;
      }
      if (previous) await afterWrite(previous, null);
    }

    phases.push(`all ${count} requests and ${fingerprints} fingerprints in ${Date.now() - started} ms`);
    const final = await fingerprint(db, tables);
    const drift = changedTables(baseline, final);
    if (drift.length) failures.push(`the database differs after the walk: ${drift.join(', ')}`);

    console.info(
      `doyang isolation walk: ${routes.length} routes; ${phases.join('; ')}; ${failures.length} failures${notes.length ? `; ${notes.join('; ')}` : ''}`,
    );
    expect(failures, `\n${failures.join('\n')}\n`).toEqual([]);
  });
});
