import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import {
  type BundleContext,
  bundleConcept,
  bundleEligibility,
  type PosBundle,
  priceBundle,
  priceInscription,
} from './bundles.ts';

const inscription: PosBundle = {
  id: 7,
  name: 'Inscripción + 2 mensualidades',
  price: '1500.00',
  for_everyone: true,
  due_date: '2026-12-31',
  bundle_type: '6',
  covers_monthly_payments_qty: 2,
  ancticipated_monthly_payments: false,
  covers_inscription: true,
  covers_insurance: false,
};
const semester: PosBundle = {
  id: 8,
  name: 'Semestre anticipado',
  price: '3510.00',
  for_everyone: false,
  due_date: null,
  bundle_type: 'monthly',
  covers_monthly_payments_qty: 6,
  ancticipated_monthly_payments: true,
  covers_inscription: false,
  covers_insurance: true,
};
const ctx = (over: Partial<BundleContext> = {}): BundleContext => ({
  concept: 6,
  today: '2026-11-27',
  firstUncovered: '2026-12-01',
  studentBundleId: null,
  ...over,
});

describe('bundleConcept', () => {
  it('reads ids and the demo words', () => {
    expect(bundleConcept('6')).toBe(6);
    expect(bundleConcept(8)).toBe(8);
    expect(bundleConcept('inscription')).toBe(6);
    expect(bundleConcept('Monthly')).toBe(8);
    expect(bundleConcept('paquete')).toBe(8);
    expect(bundleConcept('x')).toBeNull();
    expect(bundleConcept(null)).toBeNull();
  });
});

describe('bundleEligibility', () => {
  it('sells an eligible bundle', () => {
    expect(bundleEligibility(inscription, ctx())).toBeNull();
    expect(bundleEligibility(semester, ctx({ concept: 8, studentBundleId: 8 }))).toBeNull();
  });

  it('an inscription takes only bundles covering the inscription', () => {
    expect(bundleEligibility({ ...inscription, covers_inscription: false }, ctx())).toBe(MSG.bundleNeedsInscription);
  });

  it('other concepts take none that cover the inscription', () => {
    expect(bundleEligibility({ ...inscription, bundle_type: '8' }, ctx({ concept: 8 }))).toBe(MSG.bundleCoversInscription);
  });

  it('the bundle type must be the concept', () => {
    expect(bundleEligibility({ ...semester, for_everyone: true }, ctx({ concept: 5 }))).toBe(MSG.bundleWrongConcept);
    expect(bundleEligibility({ ...inscription, bundle_type: null }, ctx())).toBe(MSG.bundleWrongConcept);
  });

  it('not past its due date (the due date itself still sells)', () => {
    expect(bundleEligibility(inscription, ctx({ today: '2026-12-31' }))).toBeNull();
    expect(bundleEligibility(inscription, ctx({ today: '2027-01-01' }))).toBe('Este paquete venció el 31/DIC/2026.');
  });

  it('anticipated payments need the first uncovered month not before today’s month', () => {
    const c = { concept: 8, studentBundleId: 8 };
    expect(bundleEligibility(semester, ctx({ ...c, firstUncovered: '2026-11-01' }))).toBeNull(); // this month
    expect(bundleEligibility(semester, ctx({ ...c, firstUncovered: '2026-10-01' }))).toBe(MSG.bundleNeedsUpToDate);
    expect(bundleEligibility(semester, ctx({ ...c, firstUncovered: null }))).toBeNull();
    // without the flag a student behind may buy it
    expect(
      bundleEligibility({ ...semester, ancticipated_monthly_payments: false }, ctx({ ...c, firstUncovered: '2026-10-01' })),
    ).toBeNull();
  });

  it('for everyone or the student’s own bundle', () => {
    expect(bundleEligibility(semester, ctx({ concept: 8, studentBundleId: 99 }))).toBe(MSG.bundleNotForStudent);
    expect(bundleEligibility(semester, ctx({ concept: 8, studentBundleId: null }))).toBe(MSG.bundleNotForStudent);
  });

  it('bundle 42 follows the same rules as any other', () => {
    expect(bundleEligibility({ ...inscription, id: 42 }, ctx())).toBeNull();
    expect(bundleEligibility({ ...semester, id: 42 }, ctx({ concept: 8 }))).toBe(MSG.bundleNotForStudent);
  });
});

describe('priceBundle', () => {
  it('an inscription bundle covers its months from the first uncovered one', () => {
    expect(priceBundle({ ...ctx(), bundle: inscription, insuranceEndDate: null })).toEqual({
      ok: true,
      warnings: [],
      line: {
        payment_concept_id: 6,
        title: 'PAQUETE INSCRIPCIÓN + 2 MENSUALIDADES: MENSUALIDADES DICIEMBRE 2026 A ENERO 2027',
        quantity: 1,
        price: '1500.00',
        discount: '0.00',
        surcharge: '0.00',
        amount: '1500.00',
        covers_from: '2026-12-01',
        covers_to: '2027-01-01',
        insurance_end: null,
      },
    });
  });

  it('a new student’s months start with today’s month', () => {
    const p = priceBundle({ ...ctx({ firstUncovered: null }), bundle: inscription, insuranceEndDate: null });
    expect(p).toMatchObject({ line: { covers_from: '2026-11-01', covers_to: '2026-12-01' } });
  });

  it('covers the insurance to configuration 13, refused without it', () => {
    const sale = { ...ctx({ concept: 8, studentBundleId: 8 }), bundle: semester };
    expect(priceBundle({ ...sale, insuranceEndDate: '2027-01-31' })).toMatchObject({
      line: { payment_concept_id: 8, insurance_end: '2027-01-31', covers_from: '2026-12-01', covers_to: '2027-05-01' },
    });
    expect(priceBundle({ ...sale, insuranceEndDate: null })).toEqual({
      ok: false,
      field: 'bundle_id',
      message: MSG.saleNoInsuranceEnd,
    });
  });

  it('a bundle without months covers none', () => {
    const plain = { ...inscription, covers_monthly_payments_qty: 0, name: 'Solo inscripción' };
    expect(priceBundle({ ...ctx(), bundle: plain, insuranceEndDate: null })).toMatchObject({
      line: { title: 'PAQUETE SOLO INSCRIPCIÓN', covers_from: null, covers_to: null },
    });
  });

  it('refuses an ineligible bundle with its reason', () => {
    expect(priceBundle({ ...ctx({ today: '2027-02-01' }), bundle: inscription, insuranceEndDate: null })).toEqual({
      ok: false,
      field: 'bundle_id',
      message: 'Este paquete venció el 31/DIC/2026.',
    });
  });
});

describe('priceInscription', () => {
  it('is the fee the caller passes', () => {
    expect(priceInscription({ inscriptionFee: '800' })).toMatchObject({
      ok: true,
      line: { payment_concept_id: 6, title: 'INSCRIPCIÓN', amount: '800.00' },
    });
    expect(priceInscription({ inscriptionFee: null })).toEqual({
      ok: false,
      field: 'price',
      message: MSG.saleNoInscriptionFee,
    });
  });
});
