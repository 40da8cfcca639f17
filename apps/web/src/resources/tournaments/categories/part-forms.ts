import { tournamentAgeCategorySchema, tournamentDegreeCategorySchema, tournamentWeightCategorySchema } from '@doyang/domain';
import type { ReactNode } from 'react';
import type { FieldBinding, RelatedForm } from '../../shared/related-types.ts';
import type { AgeCategory, DegreeCategory, WeightCategory } from './tournament-categories-api.ts';

// The add/edit forms of a tournament's age, degree and weight categories, checked with the server's schemas; the
// server also refuses a maximum below its minimum (422 under the maximum).

type Fields<V> = (field: FieldBinding<V>) => ReactNode;
type Body = Record<string, unknown>;
const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(Number(v)));
const save = { label: 'Guardar' };

export type AgeValues = { tournament_age_group_id: number | ''; min_age: string; max_age: string };

export const ageForm = (tournamentId: number, fields: Fields<AgeValues>): RelatedForm<AgeCategory, AgeValues, Body> => ({
  title: (row) => (row ? 'Editar categoría de edad' : 'Nueva categoría de edad'),
  schema: tournamentAgeCategorySchema,
  initial: (row) => ({
    tournament_age_group_id: row?.tournament_age_group_id ?? '',
    min_age: text(row?.min_age),
    max_age: text(row?.max_age),
  }),
  toInput: (v) => ({ ...v, tournament_id: tournamentId }),
  fields,
  submit: { ...save, testId: 'age-category-save' },
});

export type DegreeValues = { min_degree_id: number | ''; max_degree_id: number | '' };

export const degreeForm = (
  tournamentId: number,
  fields: Fields<DegreeValues>,
): RelatedForm<DegreeCategory, DegreeValues, Body> => ({
  title: (row) => (row ? 'Editar categoría de grado' : 'Nueva categoría de grado'),
  schema: tournamentDegreeCategorySchema,
  initial: (row) => ({ min_degree_id: row?.min_degree_id ?? '', max_degree_id: row?.max_degree_id ?? '' }),
  toInput: (v) => ({ ...v, tournament_id: tournamentId }),
  fields,
  submit: { ...save, testId: 'degree-category-save' },
});

export type WeightValues = { name: string; min_weight: string; max_weight: string; sex: 'M' | 'F' | 'B' };

export const weightForm = (
  tournamentId: number,
  fields: Fields<WeightValues>,
): RelatedForm<WeightCategory, WeightValues, Body> => ({
  title: (row) => (row ? 'Editar categoría de peso' : 'Nueva categoría de peso'),
  schema: tournamentWeightCategorySchema,
  initial: (row) => ({
    name: row?.name ?? '',
    min_weight: text(row?.min_weight),
    max_weight: text(row?.max_weight),
    sex: row?.sex ?? 'B',
  }),
  toInput: (v) => ({ ...v, tournament_id: tournamentId }),
  fields,
  submit: { ...save, testId: 'weight-category-save' },
});
