import { citySchema, degreeSchema, honorificTitleSchema, MSG, venueSchema } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { zodPick, zodTransform, zodValidate } from './zod-validate.ts';

describe('zodValidate', () => {
  it('reports the spec texts for an empty degree', () => {
    expect(zodValidate(degreeSchema)({ name: null, order: '' })).toEqual({ name: MSG.required, order: MSG.required });
  });

  it('reports order rules and the degree name length text', () => {
    const validate = zodValidate(degreeSchema);
    expect(validate({ name: 'x'.repeat(101), order: 0 })).toEqual({ name: MSG.nameTooLongDegree, order: MSG.orderAboveZero });
    expect(validate({ name: 'CINTA', order: 1.5 })).toEqual({ order: MSG.orderInteger });
    expect(validate({ name: 'CINTA', order: 3, has_partials: false })).toEqual({});
  });

  it('uses "Este campo no puede quedar vacío" for honorific titles', () => {
    expect(zodValidate(honorificTitleSchema)({ name: '', description: '  ' })).toEqual({
      name: MSG.fieldNotEmpty,
      description: MSG.fieldNotEmpty,
    });
  });

  it('accepts a venue with only a name', () => {
    expect(zodValidate(venueSchema)({ name: 'SEDE', state_id: null, phone: '' })).toEqual({});
    expect(zodValidate(citySchema)({ name: 'a'.repeat(101) })).toEqual({ name: MSG.nameTooLong });
  });
});

describe('zodTransform', () => {
  it('uppercases and trims names and keeps other values', () => {
    expect(zodTransform(citySchema)({ id: 4, name: '  puebla ' })).toEqual({ id: 4, name: 'PUEBLA' });
  });
});

describe('zodPick', () => {
  it('sends only the schema fields, never the relations read with the record', async () => {
    const { doyangSchema } = await import('@doyang/domain');
    const sent = zodPick(doyangSchema)({
      id: 14,
      name: 'colegio',
      doyang_type_id: 2,
      personal: [{ id: 9 }],
      responsible: { id: 49 },
    });
    expect(sent).toMatchObject({ name: 'COLEGIO', doyang_type_id: 2 });
    expect(sent).not.toHaveProperty('personal');
    expect(sent).not.toHaveProperty('responsible');
  });
});
