import { INSURANCE_TABS, type InsuranceAnswer, type Paged } from '@doyang/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The demo's Seguros (issue 26): every tab of every active school has people, and the rejected ones have their signed
// letter stored through the file storage, downloaded as any upload is.

let t: TestApp;
let director: string;
let profesor: string;
let iztapalapa: number;
beforeAll(async () => {
  t = await createTestApp();
  director = await t.login('director@demo.mx');
  profesor = await t.login('profesor@demo.mx');
  const me = (await t.call('POST', '/api/me', profesor)).json() as { doyangs_as_responsible: { id: number; name: string }[] };
  iztapalapa = me.doyangs_as_responsible.find((d) => d.name === 'MDK ORIENTE IZTAPALAPA')?.id as number;
});
afterAll(() => t?.close());

const tab = async (token: string, doyangId: number, name: string): Promise<Paged<InsuranceAnswer>> =>
  (await t.call('GET', `/api/insurances?doyang_id=${doyangId}&${name}=1`, token)).json();

describe('demo insurance', () => {
  it('the network has people in all five tabs; each school’s active students are each in one', async () => {
    for (const name of INSURANCE_TABS) {
      const all = (await t.call('GET', `/api/insurances?${name}=1`, director)).json() as Paged<InsuranceAnswer>;
      expect(all.total, name).toBeGreaterThan(0);
      expect(all.per_page).toBe(5);
    }
    const insured = (await t.call('GET', '/api/insurances?insuranced=1', director)).json() as Paged<InsuranceAnswer>;
    expect(insured.data[0].insurance_number).toMatch(/^MDK-\d{4}-\d{6}$/);
    expect(insured.data[0].parsed_insurance_date).toMatch(/^\d{2}\/[A-Z]{3}\/\d{4}$/);

    // MDK ORIENTE IZTAPALAPA, as its professor and the director see it.
    expect(iztapalapa).toBeGreaterThan(0);
    let total = 0;
    for (const name of INSURANCE_TABS) {
      const page = await tab(profesor, iztapalapa, name);
      expect((await tab(director, iztapalapa, name)).total).toBe(page.total);
      total += page.total;
    }
    expect(total).toBeGreaterThan(0);
    expect((await tab(profesor, iztapalapa, 'rejected')).total).toBeGreaterThan(0);
  });

  it('a rejected student’s signed letter downloads as documento_de_rechazo.pdf', async () => {
    const [person] = (await tab(profesor, iztapalapa, 'rejected')).data;
    expect(person.is_rejected_insurance_file).toBe(true);
    const res = await t.call('GET', `/api/insurances/${person.id}/rejection_document`, profesor);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('documento_de_rechazo.pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('CARTA DE RECHAZO DEL SEGURO DEPORTIVO');
    expect(text).toContain(person.full_name);
  });
});
