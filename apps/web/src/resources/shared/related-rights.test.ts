import type { SessionUserAnswer } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { relatedRights } from './related-rights.ts';

const flags = (create: boolean, update: boolean, del: boolean) => ({ create, read: true, update, delete: del });
const userWith = (permissions: SessionUserAnswer['permissions']) => ({ id: 3, permissions }) as SessionUserAnswer;

describe('relatedRights', () => {
  it("reads a resource's area flags by react-admin action, as the server checks them", () => {
    const user = userWith({ 'Categories de doyang': flags(true, false, true) });
    expect(relatedRights(user, { resource: 'doyang_category_requisites' })).toEqual({ add: true, edit: false, remove: true });
  });

  it("maps a group's kyosas to the group's update flag", () => {
    const gate = { resource: 'doyang_groups', add: 'edit', remove: 'edit' };
    expect(relatedRights(userWith({ 'Doyang Grupos': flags(false, true, false) }), gate)).toMatchObject({
      add: true,
      remove: true,
    });
    expect(relatedRights(userWith({ 'Doyang Grupos': flags(true, false, true) }), gate)).toMatchObject({
      add: false,
      remove: false,
    });
  });

  it('denies everything without a session, and keeps rights a panel decided', () => {
    expect(relatedRights(null, { resource: 'doyang_category_requisites' })).toEqual({ add: false, edit: false, remove: false });
    expect(relatedRights(null, { add: true, edit: false, remove: true })).toEqual({ add: true, edit: false, remove: true });
  });
});
