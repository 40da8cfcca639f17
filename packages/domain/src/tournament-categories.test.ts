import { describe, expect, it } from 'vitest';
import {
  type CategoryBounds,
  type CategoryCompetitor,
  categoryFit,
  categoryFitFor,
  categoryFitReport,
  competitorSex,
  fitsCategory,
} from './tournament-categories.ts';

const open: CategoryBounds = {
  id: 1,
  name: 'LIBRE',
  min_degree_order: null,
  max_degree_order: null,
  min_age_years: null,
  max_age_years: null,
  min_weight_kg: null,
  max_weight_kg: null,
  is_male: null,
  is_exhibition: false,
};
const kid: CategoryCompetitor = { degree_order: 3, age: 9, weight_kg: 33, sex: 'F' };

describe('fitsCategory', () => {
  it('takes degree and age with both ends included', () => {
    const k = { ...open, min_degree_order: 3, max_degree_order: 5, min_age_years: 8, max_age_years: 9 };
    expect(fitsCategory(kid, k, null)).toBe(true);
    expect(fitsCategory({ ...kid, degree_order: 6 }, k, null)).toBe(false);
    expect(fitsCategory({ ...kid, age: 10 }, k, null)).toBe(false);
    expect(fitsCategory({ ...kid, age: 7 }, k, null)).toBe(false);
  });

  it('takes weight above the minimum up to the maximum, so neighbouring classes share nobody', () => {
    const light = { ...open, max_weight_kg: 33 };
    const next = { ...open, min_weight_kg: 33, max_weight_kg: 37 };
    expect([fitsCategory(kid, light, null), fitsCategory(kid, next, null)]).toEqual([true, false]);
    expect(fitsCategory({ ...kid, weight_kg: 33.1 }, next, null)).toBe(true);
  });

  it('lets an unknown value into open bounds only', () => {
    expect(fitsCategory({ ...kid, weight_kg: null }, open, null)).toBe(true);
    expect(fitsCategory({ ...kid, weight_kg: null }, { ...open, max_weight_kg: 40 }, null)).toBe(false);
  });

  it('keeps men and women apart, and mixes them only up to configuration 34', () => {
    expect(fitsCategory(kid, { ...open, is_male: false }, null)).toBe(true);
    expect(fitsCategory(kid, { ...open, is_male: true }, null)).toBe(false);
    expect(fitsCategory(kid, open, 11)).toBe(true);
    expect(fitsCategory({ ...kid, age: 12 }, open, 11)).toBe(false);
    expect(fitsCategory({ ...kid, age: null }, open, 11)).toBe(false);
    expect(fitsCategory({ ...kid, age: 40 }, open, null)).toBe(true);
  });
});

describe('categoryFit', () => {
  const girls = { ...open, id: 2, name: 'INFANTIL FEMENIL', is_male: false, max_age_years: 11 };
  const boys = { ...open, id: 3, name: 'INFANTIL VARONIL', is_male: true, max_age_years: 11 };
  const show = { ...open, id: 4, name: 'EXHIBICIÓN', is_exhibition: true };

  it('finds the one category, ignoring exhibition ones', () => {
    expect(categoryFit(kid, [girls, boys, show], null)).toEqual({ categories: [girls], problem: null });
  });

  it('reports none and several', () => {
    expect(categoryFit({ ...kid, age: 30 }, [girls, boys], null).problem).toBe('none');
    expect(categoryFit(kid, [girls, { ...girls, id: 5 }], null).problem).toBe('several');
  });
});

describe('categoryFitFor', () => {
  const forAll = { ...open, id: 6, name: 'INFANTIL', competition_type_id: null };
  const combat = { ...open, id: 7, name: 'INFANTIL COMBATE', competition_type_id: 1 };
  const forms = { ...open, id: 8, name: 'INFANTIL FORMAS', competition_type_id: 2 };

  it("counts a competition's own categories and those of every competition, never another competition's", () => {
    expect(categoryFitFor(kid, [combat, forms], 2, null)).toEqual({ categories: [forms], problem: null });
    expect(categoryFitFor(kid, [combat], 2, null)).toEqual({ categories: [], problem: 'none' });
    expect(categoryFitFor(kid, [forAll, forms], 2, null)).toEqual({ categories: [forAll, forms], problem: 'several' });
    expect(categoryFitFor(kid, [forAll, forms], 1, null)).toEqual({ categories: [forAll], problem: null });
  });

  it('keeps the fit rules: exhibition left out, the mixing age applied', () => {
    expect(categoryFitFor(kid, [{ ...forms, is_exhibition: true }], 2, null).problem).toBe('none');
    expect(categoryFitFor({ ...kid, age: 15 }, [forAll], 1, 11).problem).toBe('none');
  });
});

describe('competitorSex', () => {
  it('reads users.sex 1 as men and 2 as women', () => {
    expect([competitorSex(1), competitorSex(2), competitorSex(null), competitorSex(3)]).toEqual(['M', 'F', null, null]);
  });
});

describe('categoryFitReport', () => {
  const girls = { ...open, id: 2, name: 'INFANTIL FEMENIL', is_male: false, max_age_years: 11, competition_type_id: null };
  const girlsForms = { ...girls, id: 3, name: 'FORMAS FEMENIL', competition_type_id: 2 };

  it('reports per competition taken: none, several, and nothing for a single fit', () => {
    const ana = { ...kid, name: 'ANA', competitions: [1, 2] };
    const adult = { ...kid, age: 30, name: 'BETY', competitions: [1] };
    const idle = { ...kid, name: 'CARLA', competitions: [] };
    const report = categoryFitReport([ana, adult, idle], [girls, girlsForms], null);
    expect(report.none).toEqual([{ competitor: adult, competition_type_id: 1, categories: [] }]);
    expect(report.several).toEqual([{ competitor: ana, competition_type_id: 2, categories: [girls, girlsForms] }]);
  });
});
