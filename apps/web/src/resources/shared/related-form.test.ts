import { MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../../providers/api.ts';
import { holidayForm } from '../../screens/configuration/HolidayFields.tsx';
import { bundleItemForm } from '../doyang-bundles/BundleItemFields.tsx';
import { requisiteForm } from '../doyang-categories/RequisiteFields.tsx';
import { kyosaForm } from '../doyang-groups/KyosaFields.tsx';
import { personalForm } from '../doyangs/PersonalFields.tsx';
import { enrollmentForm } from '../students/EnrollmentFields.tsx';
import { checkValues, formTitle, serverErrors } from './related-form.ts';

const requisite = requisiteForm(4);

describe('checkValues: the server schema, on the body the call would send', () => {
  it('asks for the person of a new staff member, in the spec text, under the person input', () => {
    const form = personalForm([], []);
    expect(checkValues(form, form.initial(null))).toEqual({ personal: MSG.required });
    expect(checkValues(form, { personal: { id: 9, full_name_honorific: 'X' }, doyang_surrogation_id: '' })).toEqual({});
  });

  it('asks for the kyosa of a group', () => {
    const form = kyosaForm(1, []);
    expect(checkValues(form, form.initial(null))).toEqual({ kyosas: MSG.required });
    expect(form.toInput({ kyosas: { id: 8, full_name_honorific: 'Y' } })).toEqual({ kyosas: [8] });
  });

  it("gives a requisite's own empty-name text", () => {
    expect(checkValues(requisite, { name: '   ', active: true })).toEqual({ name: MSG.fieldNotEmpty });
    expect(checkValues(requisite, { name: 'Botiquín', active: false })).toEqual({});
  });

  it("requires an enrollment's entry date, which the update schema lets a call omit, and sends an empty leave as null", () => {
    expect(checkValues(enrollmentForm, { enrollment_date: '', disenroll_date: '' })).toEqual({ enrollment_date: MSG.required });
    expect(checkValues(enrollmentForm, { enrollment_date: '2026-03-01', disenroll_date: '2026-01-01' })).toEqual({
      disenroll_date: MSG.disenrollBeforeEnrollment,
    });
    expect(enrollmentForm.toInput({ enrollment_date: '2026-03-01', disenroll_date: '' })).toEqual({
      enrollment_date: '2026-03-01',
      disenroll_date: null,
    });
  });

  it('asks a holiday for its first day and leaves the name of a general one to the server', () => {
    expect(checkValues(holidayForm, { name: '', start_date: '', end_date: '' })).toEqual({ start_date: MSG.required });
    expect(checkValues(holidayForm, { name: '', start_date: '2027-03-10', end_date: '' })).toEqual({});
    expect(checkValues(holidayForm, { name: 'X', start_date: '2027-03-10', end_date: '2027-03-01' })).toEqual({
      end_date: MSG.endBeforeStart,
    });
  });

  it('checks a bundle item with the texts of spec 02 §5', () => {
    expect(checkValues(bundleItemForm, { product_id: null, qty: '0', is_monthly_payment: false })).toEqual({
      product_id: MSG.bundleProductMissing,
      qty: MSG.bundleQuantityZero,
    });
    expect(
      bundleItemForm.toInput({
        product_id: {
          id: 3,
          name: 'DOBOK',
          price: '650.00',
          active: true,
          synonym: null,
          synonyms: [],
          multilevel_discount_type_id: null,
        },
        qty: '2',
        is_monthly_payment: true,
      }),
    ).toEqual({
      product_id: 3,
      qty: 2,
      is_monthly_payment: true,
    });
  });

  it('titles a new row and an edited one', () => {
    expect(formTitle(requisite, null)).toBe('Nuevo requisito');
    expect(formTitle(requisite, { id: 1, name: 'A', active: true, doyang_category_id: 4, doyangs: [] })).toBe('Editar requisito');
  });
});

describe('serverErrors', () => {
  it("puts a 422's texts under their fields and a general one in root", () => {
    const error = new HttpError('Error', 422, {
      errors: toFormErrors({ name: ['Ya existe'], _: ['No se puede'] }),
    });
    expect(serverErrors(error)).toEqual({ name: 'Ya existe', root: 'No se puede' });
  });

  it('has no field texts for other failures', () => {
    expect(serverErrors(new HttpError('No tienes permiso', 403, { message: 'No tienes permiso' }))).toEqual({});
    expect(serverErrors(new Error('network'))).toEqual({});
  });
});
