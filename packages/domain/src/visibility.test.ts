import { describe, expect, it } from 'vitest';
import type { Subject } from './permissions.ts';
import { canSeeDoyangDetails, doyangsForViewer, isReferenceCatalogue, publicDoyang } from './visibility.ts';

const flags = { create: false, read: true, update: false, delete: false };
const subject = (over: Partial<Subject>): Subject => ({
  id: 9,
  role_id: 10,
  permissions: {},
  doyangs_as_responsible: [],
  doyangs_as_personal: [],
  ...over,
});
const row = {
  id: 2,
  name: 'MDK ORIENTE B',
  doyang_type_id: 1,
  opening_date: '2010-01-01',
  active: true,
  students_count: 40,
  cellphone: '5511112222',
  phone1: '5533334444',
  address: 'CALLE 1',
  personal: [{ id: 5, cellphone: '5599990000' }],
  responsible: { id: 7, full_name_honorific: 'PROF. ANA', cellphone: '5588887777' },
};

describe('doyang details', () => {
  it('go to general direction, the Doyangs permission and the doyang own staff only', () => {
    expect(canSeeDoyangDetails(subject({ role_id: 2 }), 2)).toBe(true);
    expect(canSeeDoyangDetails(subject({ permissions: { Doyangs: flags } }), 2)).toBe(true);
    expect(canSeeDoyangDetails(subject({ doyangs_as_personal: [{ id: 2 }] }), 2)).toBe(true);
    expect(canSeeDoyangDetails(subject({ doyangs_as_responsible: [{ id: 1 }] }), 2)).toBe(false);
    expect(canSeeDoyangDetails(subject({}), 2)).toBe(false);
  });

  it('a card keeps what Home shows and drops phones, address, staff and the responsible cellphone', () => {
    const card = publicDoyang(row);
    expect(card).toEqual({
      id: 2,
      name: 'MDK ORIENTE B',
      doyang_type_id: 1,
      opening_date: '2010-01-01',
      active: true,
      students_count: 40,
      responsible: { id: 7, full_name_honorific: 'PROF. ANA' },
    });
    expect(JSON.stringify(doyangsForViewer(subject({ doyangs_as_personal: [{ id: 1 }] }), [row]))).not.toContain('55');
    expect(doyangsForViewer(subject({ doyangs_as_personal: [{ id: 2 }] }), [row])[0]).toBe(row);
  });

  it('only the reference catalogues are read by any login', () => {
    expect(isReferenceCatalogue('degrees')).toBe(true);
    for (const name of ['doyang_categories', 'doyang_bundles', 'products', 'doyang_surrogations', 'doyang_category_requisites'])
      expect(isReferenceCatalogue(name)).toBe(false);
  });
});
