import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { groupsApi } from '../resources/doyang-groups/groups-api.ts';
import { doyangsApi } from '../resources/doyangs/doyangs-api.ts';
import { monthlyDutiesApi } from '../resources/monthly-duties/monthly-duties-api.ts';
import { timeApi } from '../resources/shared/time-api.ts';
import { genealogyApi } from '../screens/genealogy/genealogy-api.ts';
import { passwordApi } from '../screens/user-password/password-api.ts';
import { guardClient, recordPath, resourceClient } from './api-client.ts';
import { stubApi } from './fetch-stub.ts';

const { calls, answer, sent } = stubApi();

describe('resourceClient', () => {
  const holidays = resourceClient<{ id: number; name: string }, { name: string }>('holidays');

  it('builds the contract paths: the id as one encoded segment, empty query values left out', () => {
    expect(recordPath('holidays')).toBe('/holidays');
    expect(recordPath('holidays', 7)).toBe('/holidays/7');
    expect(recordPath('users', '1/../2')).toBe('/users/1%2F..%2F2');
    expect(recordPath('holidays', undefined, { general: 1, start_date: '2026-01-01', end_date: '' })).toBe(
      '/holidays?general=1&start_date=2026-01-01',
    );
  });

  it('lists, reads, creates, updates and deletes with the bearer token', async () => {
    answer(200, []);
    await holidays.list({ general: 1 });
    await holidays.get(3, { with: 'group' });
    await holidays.create({ name: 'X' });
    await holidays.update(3, { name: 'Y' });
    await holidays.remove(3);
    expect(calls.map((_, i) => [sent(i).method, sent(i).url, sent(i).body])).toEqual([
      ['GET', '/api/holidays?general=1', undefined],
      ['GET', '/api/holidays/3?with=group', undefined],
      ['POST', '/api/holidays', { name: 'X' }],
      ['PUT', '/api/holidays/3', { name: 'Y' }],
      ['DELETE', '/api/holidays/3', undefined],
    ]);
    expect(sent(0).auth).toBe('Bearer T0K3N');
  });

  it('rejects a 422 with the field texts forms show', async () => {
    answer(422, { message: 'El campo no puede estar vacio', errors: { name: ['El campo no puede estar vacio'] } });
    await expect(holidays.create({ name: '' })).rejects.toMatchObject({
      status: 422,
      body: { errors: { name: 'El campo no puede estar vacio' } },
    });
  });
});

describe('module calls keep the spec paths', () => {
  it('doyang staff: PUT the doyang with {personal, scheme}; DELETE with ?personal=', async () => {
    answer(200, { id: 5, personal: [] });
    await doyangsApi.addPersonal(5, { personal: 9, doyang_surrogation_id: null });
    await doyangsApi.removePersonal(5, 9);
    await doyangsApi.frontPage();
    expect(sent(0)).toMatchObject({ method: 'PUT', url: '/api/doyangs/5' });
    expect(sent(0).body).toEqual({ id: 5, personal: 9, doyang_surrogation_id: null });
    expect(sent(1)).toMatchObject({ method: 'DELETE', url: '/api/doyangs/5?personal=9' });
    expect(sent(2)).toMatchObject({ method: 'GET', url: '/api/doyangs?front_page=1' });
  });

  it('group kyosas: POST …/kyosas/add {kyosas}; DELETE the group with ?kyosas=ids', async () => {
    answer(200, { id: 3, kyosas: [] });
    await groupsApi.addKyosas(3, { kyosas: [9] });
    await groupsApi.removeKyosas(3, [9, 10]);
    expect(sent(0)).toMatchObject({ method: 'POST', url: '/api/doyang_groups/3/kyosas/add' });
    expect(sent(0).body).toEqual({ kyosas: [9] });
    expect(sent(1)).toMatchObject({ method: 'DELETE', url: '/api/doyang_groups/3?kyosas=9%2C10' });
  });

  it('Home, lineage, time and password calls', async () => {
    answer(200, true);
    await monthlyDutiesApi.home(4);
    await monthlyDutiesApi.home(null);
    await genealogyApi.tree();
    await timeApi.now();
    expect(await passwordApi.change(1, { oldPassword: 'a', password: 'bbbbbbbb' })).toBe(true);
    expect(calls.map((_, i) => `${sent(i).method} ${sent(i).url}`)).toEqual([
      'GET /api/monthly_duties/home?doyang_id=4',
      'GET /api/monthly_duties/home',
      'GET /api/genealogy',
      'GET /api/time',
      'PUT /api/users/1',
    ]);
    answer(200, false);
    expect(await passwordApi.change(1, { oldPassword: 'a', password: 'bbbbbbbb' })).toBe(false);
  });
});

describe('guardClient', () => {
  it('hands a failed call to the session check, then rejects with the same error', async () => {
    answer(401, { message: 'Token has expired' });
    const onFailure = vi.fn(async () => true);
    const guarded = guardClient(doyangsApi, onFailure);
    await expect(guarded.removePersonal(5, 9)).rejects.toBeInstanceOf(HttpError);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }));
  });

  it('leaves successes and plain members alone', async () => {
    answer(200, { id: 5 });
    const onFailure = vi.fn(async () => true);
    const guarded = guardClient(doyangsApi, onFailure);
    expect(guarded.resource).toBe('doyangs');
    expect(guarded.path(5, { with: 'personal' })).toBe('/doyangs/5?with=personal');
    expect(await guarded.get(5)).toEqual({ id: 5 });
    expect(onFailure).not.toHaveBeenCalled();
  });
});
