import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { citySchema, degreeSchema, honorificTitleSchema, venueSchema } from './catalogues.ts';

const firstError = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('degreeSchema', () => {
  it('uppercases the name and accepts a positive integer order', () => {
    const r = degreeSchema.parse({ name: ' 1er dan ', order: '12' });
    expect(r).toMatchObject({ name: '1ER DAN', order: 12 });
  });
  it('answers the spec texts', () => {
    expect(firstError(degreeSchema.safeParse({ name: '', order: 1 }))).toBe(MSG.required);
    expect(firstError(degreeSchema.safeParse({ name: 'x'.repeat(101), order: 1 }))).toBe(MSG.nameTooLongDegree);
    expect(firstError(degreeSchema.safeParse({ name: 'A', order: 0 }))).toBe(MSG.orderAboveZero);
    expect(firstError(degreeSchema.safeParse({ name: 'A', order: 1.5 }))).toBe(MSG.orderInteger);
    expect(firstError(degreeSchema.safeParse({ name: 'A', order: '' }))).toBe(MSG.required);
    expect(firstError(degreeSchema.safeParse({ name: 'A', order: null }))).toBe(MSG.required);
    expect(firstError(degreeSchema.safeParse({ name: 'A' }))).toBe(MSG.required);
    expect(firstError(degreeSchema.safeParse({ name: 'A', order: 'x' }))).toBe(MSG.orderInteger);
  });
});

describe('other catalogues', () => {
  it('honorific fields may not be empty', () => {
    expect(firstError(honorificTitleSchema.safeParse({ name: ' ', description: 'Maestro' }))).toBe(MSG.fieldNotEmpty);
  });
  it('city names are required and short', () => {
    expect(firstError(citySchema.safeParse({}))).toBe(MSG.required);
    expect(firstError(citySchema.safeParse({ name: 'y'.repeat(101) }))).toBe(MSG.nameTooLong);
  });
  it('venue ids accept empty form values', () => {
    expect(venueSchema.parse({ name: 'gimnasio', city_id: '', state_id: '3' })).toMatchObject({
      name: 'GIMNASIO',
      city_id: null,
      state_id: 3,
    });
  });
});
