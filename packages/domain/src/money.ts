// Money in integer cents (spec 03 §5; numeric(12,2) in the database, '650.00' on the wire). Every sum, split and
// percentage of the point of sale goes through these: a peso amount is never added as a float.

/** Integer cents: 650.00 pesos is 65000. */
export type Cents = number;

/** A text or number that is not an amount of pesos. */
export class MoneyError extends Error {
  constructor(value: unknown) {
    super(`not an amount of money: ${JSON.stringify(value)}`);
    this.name = 'MoneyError';
  }
}

/** What a shown amount carries around its digits: '$', 'MXN', thousands commas, spaces (es-MX groups with commas). */
const DECORATION = /\$|MXN|,|\s/gi;
const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Pesos as integer cents: '650.00', 650, '$1,250.5', '-12.3', ' 1,000 MXN'. Beyond two decimals it rounds half up
 * (away from zero for negatives) on the written digits, so 1.005 is 1.01 and never a float's 1.00. Anything else —
 * letters, two points, an empty text, NaN, exponents, amounts past the safe integer range — throws MoneyError.
 */
export function toCents(value: string | number): Cents {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new MoneyError(value);
  const text = typeof value === 'number' ? String(value) : String(value ?? '').replace(DECORATION, '');
  const match = DECIMAL.exec(text);
  if (!match || (!match[2] && !match[3])) throw new MoneyError(value);
  const [, sign, whole = '', fraction = ''] = match;
  const digits = `${whole || '0'}${fraction.slice(0, 2).padEnd(2, '0')}`;
  let cents = BigInt(digits);
  if (fraction.length > 2 && Number(fraction[2]) >= 5) cents += 1n;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) throw new MoneyError(value);
  const n = Number(cents);
  return sign && n !== 0 ? -n : n;
}

/** toCents, or null for what is not money (a blank, null, nonsense): for optional prices read from rows. */
export function centsOrNull(value: string | number | null | undefined): Cents | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  try {
    return toCents(value);
  } catch {
    return null;
  }
}

/** Cents as pesos with two decimals: 65000 → '650.00', -5 → '-0.05'. */
export function fromCents(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) throw new MoneyError(cents);
  const abs = Math.abs(cents);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return cents < 0 ? `-${text}` : text;
}

/**
 * `percent` % of an amount, rounded half up to the cent (away from zero for negatives). The percentage may carry
 * decimals ('12.5'); the product is taken in BigInt so no float ever rounds it.
 */
export function percentOf(cents: Cents, percent: number | string): Cents {
  if (!Number.isSafeInteger(cents)) throw new MoneyError(cents);
  const hundredths = BigInt(toCents(percent)); // 12.5 % → 1250
  const product = BigInt(cents) * hundredths; // cents × percent × 100
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + 5000n) / 10000n;
  const n = Number(rounded);
  return negative && n !== 0 ? -n : n;
}

/** The sum of amounts as cents; each one read by toCents (its '$' and commas stripped). */
export function sumCents(values: readonly (string | number)[]): Cents {
  let total = 0;
  for (const v of values) total += toCents(v);
  if (!Number.isSafeInteger(total)) throw new MoneyError(total);
  return total;
}

/**
 * An amount split in `parts` installments of whole cents: every part the floor of the even share, the last one
 * the remainder (1000.00 in 3: 333.33, 333.33, 333.34). `index` is 0-based.
 */
export function installmentCents(cents: Cents, parts: number, index: number): Cents {
  if (!Number.isSafeInteger(parts) || parts < 1 || !Number.isSafeInteger(index) || index < 0 || index >= parts) {
    throw new RangeError(`installment ${index} of ${parts}`);
  }
  const share = Math.trunc(cents / parts);
  return index === parts - 1 ? cents - share * (parts - 1) : share;
}
