import { describe, expect, it } from 'vitest';
import { toFormErrors } from './api.ts';
import { dataProvider, filterParams, listQuery } from './data-provider.ts';
import { stubApi } from './fetch-stub.ts';
import { areaOf, canAccessResource } from './resource-areas.ts';

const { calls, answer, sent } = stubApi();

describe('list query', () => {
  it('maps pagination, sort, search and filters to the contract', () => {
    const q = listQuery({
      pagination: { page: 2, perPage: 30 },
      sort: { field: 'order', order: 'ASC' },
      filter: { q: 'kup', state_id: 9, ids: [1, 2] },
      meta: { with: 'state,city' },
    });
    const params = new URLSearchParams(q.slice(1));
    expect(params.get('paginate')).toBe('1');
    expect(params.get('page')).toBe('2');
    expect(params.get('perPage')).toBe('30');
    expect(params.get('orderBy[order]')).toBe('asc');
    expect(params.get('search')).toBe('kup');
    expect(params.get('state_id')).toBe('9');
    expect(params.get('ids')).toBe('1,2');
    expect(params.get('with')).toBe('state,city');
  });

  it('drops empty filters', () => {
    expect(filterParams({ q: '', state_id: undefined, active: false })).toEqual({ search: '', active: false });
  });
});

describe('dataProvider over fetch', () => {
  it('reads a paginated list with the bearer token', async () => {
    answer(200, { data: [{ id: 1, name: 'X' }], total: 41, per_page: 20, current_page: 1, last_page: 3 });
    const result = await dataProvider.getList('cities', {
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 1, name: 'X' }], total: 41 });
    expect(calls[0].url).toBe('/api/cities?paginate=1&page=1&perPage=20&orderBy%5Bname%5D=desc');
    expect(sent(0).auth).toBe('Bearer T0K3N');
  });

  it('getMany asks ?ids= and takes a plain array', async () => {
    answer(200, [{ id: 1 }, { id: 2 }]);
    expect((await dataProvider.getMany('states', { ids: [1, 2] })).data).toHaveLength(2);
    expect(calls[0].url).toBe('/api/states?ids=1%2C2');
  });

  it('turns a 422 into field errors react-admin puts under the inputs', async () => {
    answer(422, { message: 'El campo no puede estar vacio', errors: { name: ['El campo no puede estar vacio'] } });
    await expect(dataProvider.create('cities', { data: { name: '' } })).rejects.toMatchObject({
      status: 422,
      message: 'El campo no puede estar vacio',
      body: { errors: { name: 'El campo no puede estar vacio' } },
    });
  });

  it('keeps a 401 status for checkError', async () => {
    answer(401, { message: 'Token has expired' });
    await expect(dataProvider.getOne('degrees', { id: 1 })).rejects.toMatchObject({ status: 401, message: 'Token has expired' });
  });
});

describe('form errors', () => {
  it('puts record-level texts in root.serverError', () => {
    expect(toFormErrors({ _: ['No se puede eliminar'] })).toEqual({ root: { serverError: 'No se puede eliminar' } });
    expect(toFormErrors(undefined, 'Los datos no son válidos')).toEqual({ root: { serverError: 'Los datos no son válidos' } });
  });
});

describe('resource areas', () => {
  const flags = { create: false, read: true, update: true, delete: false };
  it('reads the area from the domain menu', () => {
    expect(areaOf('degrees')).toBe('Grados');
    expect(areaOf('honorific_titles')).toBe('Honorificos');
    expect(areaOf('cities')).toBe('Localidades');
    expect(areaOf('venues')).toBe('Sedes');
    expect(areaOf('doyangs')).toBe('Doyangs');
    expect(areaOf('doyang_categories')).toBe('Categories de doyang');
  });

  it('guards bundles and requisites with their category area, as the server does', () => {
    expect(areaOf('doyang_bundles')).toBe('Categories de doyang');
    expect(areaOf('doyang_category_requisites')).toBe('Categories de doyang');
    expect(canAccessResource({ 'Categories de doyang': flags }, 'doyang_bundles', 'edit')).toBe(true);
    expect(canAccessResource({ 'Categories de doyang': flags }, 'doyang_bundles', 'create')).toBe(false);
  });

  it('lets any user read and needs the flag to write', () => {
    const perms = { Grados: flags };
    expect(canAccessResource({}, 'degrees', 'list')).toBe(true);
    expect(canAccessResource(perms, 'degrees', 'edit')).toBe(true);
    expect(canAccessResource(perms, 'degrees', 'create')).toBe(false);
    expect(canAccessResource(perms, 'degrees', 'delete')).toBe(false);
    expect(canAccessResource(perms, 'cities', 'edit')).toBe(false);
  });

  it('keeps the other catalogue screens to their area, as the server does (issue 8)', () => {
    // A student who types /doyangs does not get the catalogue of every doyang's phones.
    expect(canAccessResource({}, 'doyangs', 'list')).toBe(false);
    expect(canAccessResource({}, 'doyang_categories', 'list')).toBe(false);
    expect(canAccessResource({ Doyangs: flags }, 'doyangs', 'list')).toBe(true);
    expect(canAccessResource({}, 'selective_groups', 'list')).toBe(true);
  });
});

describe('file forms', () => {
  const pdf = () => new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'reglamento.pdf', { type: 'application/pdf' });
  const form = (i = 0) => calls[i].init.body as FormData;

  it('a create with a file is multipart: the file and the flat fields', async () => {
    answer(201, { id: 3, name: 'REGLAMENTO' });
    await dataProvider.create('general_file_resources', { data: { name: 'Reglamento', file: { rawFile: pdf() }, active: true } });
    expect(sent(0).method).toBe('POST');
    expect(calls[0].url).toBe('/api/general_file_resources');
    expect(form().get('name')).toBe('Reglamento');
    expect(form().get('active')).toBe('true');
    expect((form().get('file') as File).name).toBe('reglamento.pdf');
    expect(new Headers(calls[0].init.headers).get('Content-Type')).toBeNull();
  });

  it('an update with a file is POST /{id} with _method=PUT and the id; without one it stays a JSON PUT', async () => {
    answer(200, { id: 3, name: 'X' });
    await dataProvider.update('general_file_resources', { id: 3, data: { name: 'X', file: pdf() }, previousData: { id: 3 } });
    expect(sent(0).method).toBe('POST');
    expect(calls[0].url).toBe('/api/general_file_resources/3');
    expect(form().get('_method')).toBe('PUT');
    expect(form().get('id')).toBe('3');
    await dataProvider.update('general_file_resources', { id: 3, data: { name: 'Y' }, previousData: { id: 3 } });
    expect(sent(1)).toMatchObject({ method: 'PUT', body: { name: 'Y' } });
  });

  it('refuses a list beside a file instead of sending it badly', async () => {
    answer(200, {});
    await expect(dataProvider.create('users', { data: { file: pdf(), child_pickers: [{ name: 'A' }] } })).rejects.toThrow(
      /child_pickers/,
    );
    expect(calls).toHaveLength(0);
  });
});
