import { buffer } from 'node:stream/consumers';
import { type InsuranceAnswer, type InsuranceTab, insuranceTab, MSG, type Paged } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { one, rows } from '../../db/sql.ts';
import type { Actor } from '../../test/as-role.ts';
import { type DoyangRow, makeDoyang, makeStudent, type UserOptions, type UserRow } from '../../test/factories.ts';
import { type FilePart, sendForm } from '../../test/multipart.ts';
import { SAMPLE } from '../../test/sample-files.ts';
import { createTestApp, type TestApp, TODAY } from '../../test/test-app.ts';
import { insuranceTabSql } from './insurances.queries.ts';

// Seguros (spec 03 §2, §4, §5, §7, §9): the five lists split a doyang's active students by hand-built states; each move
// and its refusals (flags, doyang scope, missing date, file kinds, a second send); the CSVs and the document's name.

let t: TestApp;
let doyang: DoyangRow;
let other: DoyangRow;
let profesor: Actor;
let stranger: Actor;
let reader: Actor;
let rejecter: Actor;
let updater: Actor;

const PAID = '2026-12-31';
const PAST = '2025-12-31';
const base = '/api/insurances';
const pdf: FilePart = { bytes: SAMPLE.pdf, filename: 'rechazo.pdf', type: 'application/pdf' };

const student = (o: Partial<UserOptions> & { name: string }, at: DoyangRow = doyang) =>
  makeStudent(t.app.db, { doyang: at, last_name: 'SEGURO', second_last_name: 'PRUEBA', ...o });

async function tab(who: Actor, name: InsuranceTab, extra = ''): Promise<Paged<InsuranceAnswer>> {
  const res = await who.call('GET', `${base}?doyang_id=${doyang.id}&${name}=1${extra}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = async (name: InsuranceTab) => (await tab(profesor, name, '&perPage=100')).data.map((r) => r.full_name);
const stateOf = (id: number) =>
  one<{
    insurance_sent_date: string | null;
    insurance_number: string | null;
    insurance_date: string | null;
    is_rejected_insurance: boolean;
    is_rejected_insurance_file: boolean;
    rejected_insurance_file: string | null;
    rejected_insurance_at: Date | null;
  }>(
    t.app.db,
    sql`select insurance_sent_date::text, insurance_number, insurance_date::text, is_rejected_insurance,
      is_rejected_insurance_file, rejected_insurance_file, rejected_insurance_at from users where id = ${id}`,
  );
const reject = (who: Actor, person: UserRow, file: FilePart | null = pdf, method: 'POST' | 'PUT' = 'POST') =>
  sendForm(t, method, `${base}/${person.id}`, who.token, {
    ...(method === 'POST' && { _method: 'PUT' }),
    id: String(person.id),
    is_rejected_insurance: '1',
    comes_from_insurances: '1',
    ...(file && { is_rejected_insurance_file: file }),
  });

/** Gives `who` exactly these 'Seguros' flags (their other permissions stay). */
async function overrideSeguros(who: Actor, flags: string): Promise<void> {
  const seguros = sql`(select id from permissions where name = 'Seguros')`;
  await t.app.db.execute(sql`delete from user_permissions where user_id = ${who.user.id} and permission_id = ${seguros}`);
  await t.app.db.execute(sql`insert into user_permissions (user_id, permission_id, "create", "read", "update", "delete")
    values (${who.user.id}, ${seguros}, ${flags.includes('c')}, ${flags.includes('r')}, ${flags.includes('u')}, false)`);
  await t.sessionsChanged();
}

let asegurable: UserRow;
let noPagado: UserRow;
let vencido: UserRow;
let enviado: UserRow;
let asegurado: UserRow;
let rechazado: UserRow;
let inactivo: UserRow;
let ajeno: UserRow;

beforeAll(async () => {
  t = await createTestApp({}, 'reference');
  doyang = await makeDoyang(t.app.db);
  other = await makeDoyang(t.app.db);
  profesor = await t.as('profesor', { doyang, responsible: true });
  stranger = await t.as('profesor', { doyang: other, responsible: true });
  asegurable = await student({ name: 'ANA', insurance_end_date: PAID });
  noPagado = await student({ name: 'BETO' });
  vencido = await student({ name: 'CARLA', insurance_end_date: PAST });
  await t.app.db.execute(sql`update users set insurance_sent_date = '2025-02-01', insurance_number = 'V-1',
    insurance_date = '2025-02-10' where id = ${vencido.id}`);
  enviado = await student({ name: 'DIEGO', insurance_end_date: PAID });
  await t.app.db.execute(sql`update users set insurance_sent_date = '2026-11-01' where id = ${enviado.id}`);
  asegurado = await student({ name: 'ELENA', insurance_end_date: PAID });
  await t.app.db.execute(sql`update users set insurance_sent_date = '2026-11-01', insurance_number = '=1+2',
    insurance_date = '2026-11-05' where id = ${asegurado.id}`);
  rechazado = await student({ name: 'FER', insurance_end_date: PAID });
  await t.app.db.execute(
    sql`update users set is_rejected_insurance = true, rejected_insurance_at = now() where id = ${rechazado.id}`,
  );
  inactivo = await student({ name: 'GABY', insurance_end_date: PAID, active: false });
  ajeno = await student({ name: 'HUGO', insurance_end_date: PAID }, other);
  reader = await t.as('kyosa', { doyang });
  rejecter = await t.as('kyosa', { doyang });
  updater = await t.as('kyosa', { doyang });
  await overrideSeguros(reader, 'r');
  await overrideSeguros(rejecter, 'cr');
  await overrideSeguros(updater, 'ru');
});
afterAll(() => t?.close());

describe('the five lists', () => {
  it('split the active students of the doyang, each in one list', async () => {
    expect(await names('insurables')).toEqual(['ANA SEGURO PRUEBA']);
    // Not paid, or paid for a period already over (what that period left does not count).
    expect(await names('non_insurables')).toEqual(['BETO SEGURO PRUEBA', 'CARLA SEGURO PRUEBA']);
    expect(await names('insurances_sent')).toEqual(['DIEGO SEGURO PRUEBA']);
    expect(await names('insuranced')).toEqual(['ELENA SEGURO PRUEBA']);
    expect(await names('rejected')).toEqual(['FER SEGURO PRUEBA']);
  });

  it('answer the spec fields with parsed dates, five a page, searchable by name', async () => {
    const page = await tab(profesor, 'insuranced');
    expect(page).toMatchObject({ total: 1, per_page: 5, current_page: 1 });
    expect(page.data[0]).toMatchObject({
      id: asegurado.id,
      doyang_name: doyang.name,
      insurance_end_date: PAID,
      insurance_number: '=1+2',
      insurance_date: '2026-11-05',
      parsed_insurance_date: '05/NOV/2026',
      parsed_insurance_sent_date: '01/NOV/2026',
      parsed_insurance_end_date: '31/DIC/2026',
      is_rejected_insurance: false,
      insurance_tab: 'insuranced',
    });
    const many = await Promise.all(Array.from({ length: 6 }, (_, i) => student({ name: `ZOE${i}`, last_name: 'PAGINA' })));
    const first = await tab(profesor, 'non_insurables', '&search=pagina');
    expect(first).toMatchObject({ total: 6, per_page: 5, last_page: 2 });
    expect(first.data).toHaveLength(5);
    expect((await tab(profesor, 'non_insurables', '&search=pagina&page=2')).data).toHaveLength(1);
    await t.app.db.execute(sql`update users set active = false where id in ${many.map((m) => m.id)}`);
  });

  it('ask for exactly one list', async () => {
    for (const query of ['', '&insurables=1&rejected=1', '&insurables=0']) {
      const res = await profesor.call('GET', `${base}?doyang_id=${doyang.id}${query}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(MSG.insuranceOneTab);
    }
  });

  it('the SQL twin puts each person where the domain rule does', async () => {
    const found = await rows<{
      tab: InsuranceTab;
      is_rejected_insurance: boolean;
      insurance_end_date: string | null;
      insurance_sent_date: string | null;
      insurance_number: string | null;
      insurance_date: string | null;
    }>(
      t.app.db,
      sql`select ${insuranceTabSql(TODAY)} as tab, is_rejected_insurance, insurance_end_date::text, insurance_sent_date::text,
        insurance_number, insurance_date::text from users u where doyang_id = ${doyang.id}`,
    );
    expect(found.length).toBeGreaterThan(6);
    for (const r of found) expect(r.tab).toBe(insuranceTab(r, TODAY));
  });

  it('are the doyang’s: another doyang is 403, a reader needs Seguros', async () => {
    expect((await stranger.call('GET', `${base}?doyang_id=${doyang.id}&insurables=1`)).statusCode).toBe(403);
    const alumno = await t.as('alumno', { doyang });
    expect((await alumno.call('GET', `${base}?doyang_id=${doyang.id}&insurables=1`)).statusCode).toBe(403);
    expect((await tab(reader, 'insurables')).total).toBe(1);
    // Without a doyang, the caller's own doyangs only.
    const mine = (await stranger.call('GET', `${base}?insurables=1&perPage=100`)).json() as Paged<InsuranceAnswer>;
    expect(mine.data.map((r) => r.id)).toEqual([ajeno.id]);
  });
});

describe('the moves', () => {
  it('send: Asegurables → Enviados, with today’s date; a second send is refused', async () => {
    const person = await student({ name: 'IVAN', insurance_end_date: PAID });
    const res = await sendForm(t, 'POST', `${base}/${person.id}`, profesor.token, {
      _method: 'PUT',
      id: String(person.id),
      insurance_sent_date: '2020-01-01',
      is_rejected_insurance: '0',
      insurance_number: '',
      insurance_date: '',
      insurance_end_date: PAID,
      comes_from_insurances: '1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ insurance_sent_date: TODAY, insurance_tab: 'insurances_sent' });
    const again = await profesor.call('PUT', `${base}/${person.id}`, { insurance_sent_date: TODAY });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.insurance_sent_date).toEqual([MSG.insuranceAlreadySent]);
    const unpaid = await profesor.call('PUT', `${base}/${noPagado.id}`, { insurance_sent_date: TODAY });
    expect(unpaid.json().errors.insurance_sent_date).toEqual([MSG.insuranceNotPaid]);
  });

  it('insure: Enviados → Asegurados with number and date; no date is the spec’s message', async () => {
    const person = await student({ name: 'JUAN', insurance_end_date: PAID });
    await t.app.db.execute(sql`update users set insurance_sent_date = ${TODAY} where id = ${person.id}`);
    const noDate = await profesor.call('PUT', `${base}/${person.id}`, { insurance_number: 'A-77' });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().message).toBe(MSG.insuranceDateRequired);
    const blankDate = await profesor.call('PUT', `${base}/${person.id}`, { insurance_number: 'A-77', insurance_date: '' });
    expect(blankDate.json().errors.insurance_date).toEqual([MSG.insuranceDateRequired]);
    const ok = await profesor.call('PUT', `${base}/${person.id}`, { insurance_number: 'A-77', insurance_date: '2026-11-20' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ insurance_number: 'A-77', insurance_date: '2026-11-20', insurance_tab: 'insuranced' });
    // Not sent yet: it goes to Enviados first.
    const early = await profesor.call('PUT', `${base}/${asegurable.id}`, { insurance_number: 'X', insurance_date: TODAY });
    expect(early.json().errors.insurance_number).toEqual([MSG.insuranceNotSent]);
  });

  it('reject with a document from No asegurables or Asegurables; then accept: back, the document gone after the commit', async () => {
    const person = await student({ name: 'KARLA', insurance_end_date: PAID });
    const res = await reject(profesor, person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      is_rejected_insurance: true,
      is_rejected_insurance_file: true,
      insurance_tab: 'rejected',
    });
    expect(res.json().parsed_rejected_insurance_at).toMatch(/^\d{2}\/[A-Z]{3}\/\d{4}$/);
    const state = await stateOf(person.id);
    expect(state?.rejected_insurance_file).toMatch(/^insurance-rejections\/[0-9a-f-]{36}\.pdf$/);
    const key = state?.rejected_insurance_file as string;
    expect(await buffer((await t.app.storage.get(key))?.body as NodeJS.ReadableStream)).toEqual(SAMPLE.pdf);

    const download = await profesor.call('GET', `${base}/${person.id}/rejection_document`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('documento_de_rechazo.pdf');
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(Buffer.from(download.rawPayload)).toEqual(SAMPLE.pdf);
    // Reading is 'Seguros' read, in the doyang only.
    expect((await reader.call('GET', `${base}/${person.id}/rejection_document`)).statusCode).toBe(200);
    expect((await stranger.call('GET', `${base}/${person.id}/rejection_document`)).statusCode).toBe(403);

    const accepted = await profesor.call('PUT', `${base}/${person.id}`, {
      is_rejected_insurance: false,
      comes_from_insurances: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      is_rejected_insurance: false,
      is_rejected_insurance_file: false,
      insurance_tab: 'insurables',
    });
    expect(await t.app.storage.get(key)).toBeNull();
    expect(await stateOf(person.id)).toMatchObject({ rejected_insurance_file: null, rejected_insurance_at: null });
    expect((await profesor.call('GET', `${base}/${person.id}/rejection_document`)).json().message).toBe(MSG.insuranceNoDocument);

    // An image is a document too, named by what its bytes are.
    const fromUnpaid = await student({ name: 'LALO' });
    expect((await reject(profesor, fromUnpaid, { bytes: SAMPLE.png, filename: 'foto.pdf' }, 'PUT')).statusCode).toBe(200);
    const png = await profesor.call('GET', `${base}/${fromUnpaid.id}/rejection_document`);
    expect(png.headers['content-disposition']).toContain('documento_de_rechazo.png');
  });

  it('a rejection needs a PDF or an image; refused ones store nothing', async () => {
    const person = await student({ name: 'MARIO', insurance_end_date: PAID });
    const none = await reject(profesor, person, null);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.is_rejected_insurance_file).toEqual([MSG.uploadRequired]);
    const text = await reject(profesor, person, { bytes: SAMPLE.text, filename: 'rechazo.pdf', type: 'application/pdf' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.is_rejected_insurance_file).toEqual([MSG.uploadKindRefused]);
    expect(await stateOf(person.id)).toMatchObject({ is_rejected_insurance: false, rejected_insurance_file: null });
    // Sent or insured people are past rejecting: the file stored for the refused write goes with it.
    const sentRes = await reject(profesor, enviado);
    expect(sentRes.statusCode).toBe(422);
    const files = await rows<{ n: number }>(
      t.app.db,
      sql`select count(*)::int as n from users where rejected_insurance_file is not null and doyang_id = ${doyang.id}`,
    );
    expect(files[0].n).toBe(1); // LALO's, from the test before
  });

  it('flags: reject needs Seguros create, the other moves update; reading alone moves nothing and stores nothing', async () => {
    const person = await student({ name: 'NORA', insurance_end_date: PAID });
    expect((await reject(reader, person)).statusCode).toBe(403);
    expect((await reader.call('PUT', `${base}/${person.id}`, { insurance_sent_date: TODAY })).statusCode).toBe(403);
    expect((await rejecter.call('PUT', `${base}/${person.id}`, { insurance_sent_date: TODAY })).statusCode).toBe(403);
    expect((await reject(updater, person)).statusCode).toBe(403);
    expect((await reject(rejecter, person)).statusCode).toBe(200);
    // Replacing the document of a rejected person is an upload ('Seguros update shows upload file').
    const before = (await stateOf(person.id))?.rejected_insurance_file as string;
    expect((await reject(updater, person, { bytes: SAMPLE.jpg, filename: 'r.jpg' })).statusCode).toBe(200);
    expect(await t.app.storage.get(before)).toBeNull();
    expect((await stateOf(person.id))?.rejected_insurance_file).toMatch(/\.jpg$/);
    expect((await updater.call('PUT', `${base}/${person.id}`, { is_rejected_insurance: 0 })).statusCode).toBe(200);
    expect((await updater.call('PUT', `${base}/${person.id}`, { insurance_sent_date: TODAY })).statusCode).toBe(200);
  });

  it('scope: a person of another doyang, a staff member or an unknown id is never moved', async () => {
    expect((await profesor.call('PUT', `${base}/${ajeno.id}`, { insurance_sent_date: TODAY })).statusCode).toBe(403);
    expect((await reject(profesor, ajeno)).statusCode).toBe(403);
    expect((await profesor.call('PUT', `${base}/${stranger.user.id}`, { insurance_sent_date: TODAY })).statusCode).toBe(404);
    expect((await profesor.call('PUT', `${base}/${inactivo.id}`, { insurance_sent_date: TODAY })).statusCode).toBe(404);
    expect((await profesor.call('PUT', `${base}/999999`, { insurance_sent_date: TODAY })).statusCode).toBe(404);
    expect((await stateOf(ajeno.id))?.insurance_sent_date).toBeNull();
    expect((await profesor.call('PUT', `${base}/${asegurable.id}`, {})).json().message).toBe(MSG.insuranceOneAction);
    expect((await profesor.call('PUT', `${base}/${asegurable.id}`, { insurance_end_date: '2030-01-01' })).statusCode).toBe(422);
    expect((await profesor.call('PUT', `${base}/${asegurable.id}`, { other: 1 })).statusCode).toBe(422);
  });
});

describe('the CSVs', () => {
  it('seguros_enviados.csv and alumnos_asegurados.csv: BOM, the tab’s people, formula-safe', async () => {
    const sent = await profesor.call('GET', `${base}/print?doyang_id=${doyang.id}&insurances_sent=1`);
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-disposition']).toContain('seguros_enviados.csv');
    expect(sent.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(sent.body).toContain('Nombre,Doyang,Seguro pagado hasta,Fecha de envío');
    expect(sent.body).toContain('DIEGO SEGURO PRUEBA');
    expect(sent.body).not.toContain('ELENA');
    const insured = await profesor.call('GET', `${base}/print?doyang_id=${doyang.id}&insuranced=1`);
    expect(insured.headers['content-disposition']).toContain('alumnos_asegurados.csv');
    expect(insured.body).toContain('Número de seguro');
    expect(insured.body).toContain("'=1+2");
    expect(insured.body).not.toContain('DIEGO');
    expect((await profesor.call('GET', `${base}/print?doyang_id=${doyang.id}&rejected=1`)).statusCode).toBe(422);
    expect((await profesor.call('GET', `${base}/print?doyang_id=${doyang.id}`)).json().message).toBe(MSG.insurancePrintTab);
    expect((await stranger.call('GET', `${base}/print?doyang_id=${doyang.id}&insuranced=1`)).statusCode).toBe(403);
  });
});
