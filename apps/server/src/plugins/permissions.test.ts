import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../http/resource.ts';
import { type RouteSpec, route } from '../http/route.ts';
import type { SessionUser } from '../session/session-user.queries.ts';
import { requirePermission } from './permissions.ts';

const asUser = (permissions: Record<string, { create: boolean; read: boolean; update: boolean; delete: boolean }>) =>
  ({ id: 9, role_id: 6, permissions, doyangs_as_responsible: [], doyangs_as_personal: [] }) as unknown as SessionUser;
const read = { create: false, read: true, update: false, delete: false };

describe('guards name areas of the matrix only', () => {
  it('passes any one of a list and refuses without it', () => {
    expect(() => requirePermission(asUser({ Asistencias: read }), ['Doyang Grupos', 'Asistencias'])).not.toThrow();
    expect(() => requirePermission(asUser({}), 'Asistencias')).toThrow();
  });

  it('a misspelt area does not compile (the type check runs in npm test)', () => {
    // @ts-expect-error 'Asistencia' is not an area of spec 03 §6
    const misspelt = () => requirePermission(asUser({}), 'Asistencia');
    // @ts-expect-error a comma list must be an array of areas, each checked
    const commaList = () => requirePermission(asUser({}), 'Asistencias,Doyang Grupos');
    // @ts-expect-error a resource's area is typed too
    const resource: Pick<ResourceDef, 'area'> = { area: 'Grado' };
    expect([misspelt, commaList, resource]).toHaveLength(3);
  });

  it('a route without its permission or doyang scope does not compile', () => {
    const app = null as unknown as FastifyInstance;
    const handler = async () => null;
    // @ts-expect-error no permission declared
    const noPermission = () => route(app, { method: 'GET', url: '/api/x', tags: [], scope: 'network', handler });
    // @ts-expect-error no doyang scope declared
    const noScope = () => route(app, { method: 'GET', url: '/api/x', tags: [], permission: { area: 'Grados' }, handler });
    // @ts-expect-error a misspelt area in a route contract
    const misspelt: RouteSpec<undefined, undefined, undefined>['permission'] = { area: 'Grado' };
    expect([noPermission, noScope, misspelt]).toHaveLength(3);
  });
});
