import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../http/resource.ts';
import { requirePermission } from './permissions.ts';

const asUser = (permissions: Record<string, { create: boolean; read: boolean; update: boolean; delete: boolean }>) =>
  ({
    user: { id: 9, role_id: 6, permissions, doyangs_as_responsible: [], doyangs_as_personal: [] },
  }) as unknown as FastifyRequest;
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
});
