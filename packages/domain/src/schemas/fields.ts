import { z } from 'zod';
import { MSG } from '../messages.ts';
import { DOYANG_TEXTS } from './doyangs.ts';
import { isBlank } from './ids.ts';
import { text } from './text.ts';

// Field rules several forms share. Forms send '' for an empty input; these turn it into null (optional) or the
// spec's 'El campo no puede estar vacio' (required), so every schema treats a blank the same way.

const blankTo = (value: undefined | null) => (v: unknown) => (isBlank(v) ? value : v);

export const optionalInt = (min = 0, max = 2_000_000_000) =>
  z.preprocess(blankTo(null), z.coerce.number(MSG.invalidData).int(MSG.invalidData).min(min).max(max).nullable());

export const optionalId = optionalInt(1);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = () =>
  text({ error: MSG.invalidDate })
    .regex(DAY, MSG.invalidDate)
    .refine(
      (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      MSG.invalidDate,
    );
const dayText = (v: unknown) => (typeof v === 'string' ? v.slice(0, 10) : v);

/** 'YYYY-MM-DD' or null; an ISO instant keeps its calendar day. */
export const optionalDate = z.preprocess((v) => (isBlank(v) ? null : dayText(v)), day().nullable());

/** 'YYYY-MM-DD' the form must carry. */
export const requiredDate = z.preprocess(
  (v) => (isBlank(v) ? undefined : dayText(v)),
  text({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalidDate) })
    .regex(DAY, MSG.invalidDate)
    .pipe(day()),
);

/** 'HH:MM[:SS]' or null, stored 'HH:MM:SS'. */
export const optionalTime = z.preprocess(
  blankTo(null),
  text({ error: MSG.groupTimeInvalid })
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, MSG.groupTimeInvalid)
    .transform((t) => (t.length === 5 ? `${t}:00` : t))
    .nullable(),
);

const PESOS = /^\d{1,10}(\.\d{1,2})?$/;
const pesos = (v: unknown) => String(v).replace(/[$,\s]/g, '');

/** Pesos as text (numeric(12,2) never meets a float); blank is null. */
export const optionalMoney = z.preprocess(
  (v) => (isBlank(v) ? null : pesos(v)),
  text().regex(PESOS, DOYANG_TEXTS.moneyInvalid).nullable(),
);

/** Pesos the form must carry: blank is 'El campo no puede estar vacio', zero is accepted (spec 03 §5). */
export const requiredMoney = z.preprocess(
  (v) => (isBlank(v) ? undefined : pesos(v)),
  text({ error: MSG.required }).regex(PESOS, DOYANG_TEXTS.moneyInvalid),
);

const idOf = (x: unknown) => (x !== null && typeof x === 'object' && 'id' in x ? (x as { id: unknown }).id : x);

/**
 * Ids of a many-to-many list (extra sinodals, degrees allowed): distinct, blank entries dropped. A form sending the
 * record back sends the related objects: their ids are taken.
 */
export const idList = z.preprocess(
  (v) => (isBlank(v) ? [] : Array.isArray(v) ? v.map(idOf).filter((x) => !isBlank(x)) : v),
  z.array(z.coerce.number(MSG.invalidData).int().positive(MSG.invalidData)).transform((ids) => [...new Set(ids)]),
);

/** A non-negative decimal with two places as text (numeric(5,2) and the like); blank is null. */
export const optionalDecimal = (max: number) =>
  z.preprocess(
    blankTo(null),
    z.coerce
      .number(MSG.invalidData)
      .min(0, MSG.invalidData)
      .max(max, MSG.invalidData)
      .transform((n) => n.toFixed(2))
      .nullable(),
  );

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const percentText = (v: unknown) => (isBlank(v) ? undefined : String(v).trim());

/** A percentage as text with up to two decimals (numeric(5,2)), 0 to 100; blank is 'El campo no puede estar vacio'. */
export const requiredPercentage = z.preprocess(
  percentText,
  text({ error: MSG.required }).refine((s) => PERCENT.test(s) && Number(s) <= 100, MSG.percentageInvalid),
);

/** The same percentage, blank meaning none (null). */
export const optionalPercentage = z.preprocess(
  (v) => percentText(v) ?? null,
  text()
    .refine((s) => PERCENT.test(s) && Number(s) <= 100, MSG.percentageInvalid)
    .nullable(),
);
