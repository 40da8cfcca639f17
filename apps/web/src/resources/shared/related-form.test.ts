import { doyangCategoryRequisiteSchema, enrollmentUpdateSchema, MSG } from '@doyang/domain';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { toFormErrors } from '../../providers/api.ts';
import { kyosaForm } from '../doyang-groups/KyosaFields.tsx';
import { personalForm } from '../doyangs/PersonalFields.tsx';
import { checkValues, formTitle, serverErrors } from './related-form.ts';
import type { RelatedForm } from './related-types.ts';

type Requisite = { id: number; name: string; active: boolean };
const requisiteForm: RelatedForm<Requisite, { name: string; active: boolean }, Record<string, unknown>> = {
  title: (row) => (row ? 'Editar requisito' : 'Nuevo requisito'),
  schema: doyangCategoryRequisiteSchema,
  initial: (row) => ({ name: row?.name ?? '', active: row?.active ?? true }),
  toInput: (v) => ({ ...v, doyang_category_id: 4 }),
  fields: () => null,
  submit: { label: 'Guardar' },
};

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
    expect(checkValues(requisiteForm, { name: '   ', active: true })).toEqual({ name: MSG.fieldNotEmpty });
    expect(checkValues(requisiteForm, { name: 'Botiquín', active: false })).toEqual({});
  });

  it('requires what an update schema lets a call omit, before the schema rules', () => {
    const form: RelatedForm<null, Record<string, string>, Record<string, string>> = {
      title: 'Editar inscripción',
      schema: enrollmentUpdateSchema,
      initial: () => ({ enrollment_date: '', disenroll_date: '' }),
      toInput: (v) => v,
      required: ['enrollment_date'],
      fields: () => null,
      submit: { label: 'Guardar' },
    };
    expect(checkValues(form, { enrollment_date: '', disenroll_date: '' })).toEqual({ enrollment_date: MSG.required });
    expect(checkValues(form, { enrollment_date: '2026-03-01', disenroll_date: '2026-01-01' })).toEqual({
      disenroll_date: MSG.disenrollBeforeEnrollment,
    });
  });

  it('titles a new row and an edited one', () => {
    expect(formTitle(requisiteForm, null)).toBe('Nuevo requisito');
    expect(formTitle(requisiteForm, { id: 1, name: 'A', active: true })).toBe('Editar requisito');
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
