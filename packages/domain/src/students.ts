import { ageInYears, parseYmd } from './dates.ts';
import { ADULT_AGE } from './enums.ts';
import { MSG } from './messages.ts';

// Pure student rules shared by the server (422 answers, SQL filters) and the web form.

const pad = (n: number) => String(n).padStart(2, '0');
const ymdOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Adults are 18 or older at `today` (spec 02 §9); null when the birth date is unknown. */
export function isAdult(birthDate: string | null | undefined, today: string): boolean | null {
  const age = ageInYears(birthDate, today);
  return age === null ? null : age >= ADULT_AGE;
}

/** The first day of the date's month: billing months are stored as that day. */
export function monthStart(value: string): string {
  const p = parseYmd(value);
  if (!p) throw new Error(`not a date: ${value}`);
  return `${p.y}-${pad(p.m)}-01`;
}

export function addMonths(value: string, months: number): string {
  const p = parseYmd(value);
  if (!p) throw new Error(`not a date: ${value}`);
  return ymdOf(new Date(Date.UTC(p.y, p.m - 1 + months, 1)));
}

export function addDays(value: string, days: number): string {
  const p = parseYmd(value);
  if (!p) throw new Error(`not a date: ${value}`);
  return ymdOf(new Date(Date.UTC(p.y, p.m - 1, p.d + days)));
}

/**
 * The fee of this month is late once this many days of it have passed: the moment the spec's $100 late
 * surcharge starts (spec 02 §9), which is also when the student counts as a debtor.
 */
export const DEBT_GRACE_DAYS = 10;

/** The month after the last paid one; with nothing paid yet, the first billing month. */
export function firstUncoveredMonth(lastCoveredMonth: string | null | undefined, startPaymentsDate: string | null | undefined) {
  if (lastCoveredMonth) return addMonths(lastCoveredMonth, 1);
  return startPaymentsDate ? monthStart(startPaymentsDate) : null;
}

export type DebtInput = {
  active: boolean;
  is_prospect?: boolean | null;
  start_payments_date: string | null;
  last_covered_month: string | null;
  scholarship_percentage?: number | string | null;
};

/**
 * Debtor ('debtors' switch, CSV column): an active, non-prospect student who is billed (has a first
 * billing month, less than a full scholarship) and whose first uncovered month started more than
 * DEBT_GRACE_DAYS ago. The SQL twin is user-computed.queries.ts `debtorSql`; a test keeps them equal.
 */
export function isDebtor(s: DebtInput, today: string): boolean {
  if (!s.active || s.is_prospect || !s.start_payments_date) return false;
  if (Number(s.scholarship_percentage ?? 0) >= 100) return false;
  const first = firstUncoveredMonth(s.last_covered_month, s.start_payments_date);
  return first !== null && first < addDays(today, -DEBT_GRACE_DAYS);
}

export type StudentRuleInput = {
  doyang_id?: number | null;
  is_prospect?: boolean | null;
  doyang_group_id?: number | null;
  start_payments_date?: string | null;
  birth_date?: string | null;
  enrollment_date?: string | null;
  degree_id?: number | null;
  sex?: number | null;
  job?: string | null;
  address?: string | null;
  cellphone?: string | null;
  father_name?: string | null;
  father_cellphone?: string | null;
  mother_name?: string | null;
  mother_cellphone?: string | null;
};

type Field = keyof StudentRuleInput;
type Rule = { fields: Field[]; check: (s: StudentRuleInput, today: string) => [Field, string][] };

const filled = (v: unknown) => v !== null && v !== undefined && String(v).trim() !== '';

/** spec 02 §5 'Student create', each rule with the fields it reads (an update re-checks the rules it touches). */
const STUDENT_RULES: Rule[] = [
  { fields: ['doyang_id'], check: (s) => (filled(s.doyang_id) ? [] : [['doyang_id', MSG.required]]) },
  {
    fields: ['doyang_group_id', 'is_prospect'],
    check: (s) => (s.is_prospect || filled(s.doyang_group_id) ? [] : [['doyang_group_id', MSG.studentGroupRequired]]),
  },
  {
    fields: ['start_payments_date'],
    check: (s) => (filled(s.start_payments_date) ? [] : [['start_payments_date', MSG.firstBillingMonthRequired]]),
  },
  { fields: ['birth_date'], check: (s) => (filled(s.birth_date) ? [] : [['birth_date', MSG.required]]) },
  {
    fields: ['enrollment_date'],
    check: (s) => (filled(s.enrollment_date) ? [] : [['enrollment_date', MSG.enrollmentDateRequired]]),
  },
  { fields: ['degree_id'], check: (s) => (filled(s.degree_id) ? [] : [['degree_id', MSG.degreeRequired]]) },
  { fields: ['sex'], check: (s) => (s.sex === 1 || s.sex === 2 ? [] : [['sex', MSG.sexRequired]]) },
  { fields: ['job'], check: (s) => ((s.job ?? '').trim().length > 1 ? [] : [['job', MSG.jobRequired]]) },
  { fields: ['address'], check: (s) => (filled(s.address) ? [] : [['address', MSG.addressRequired]]) },
  {
    fields: ['birth_date', 'father_name', 'father_cellphone', 'mother_name', 'mother_cellphone'],
    check: (s, today) => {
      if (isAdult(s.birth_date, today) !== false) return [];
      const father = filled(s.father_name) && filled(s.father_cellphone);
      const mother = filled(s.mother_name) && filled(s.mother_cellphone);
      return father || mother
        ? []
        : [
            ['father_name', MSG.minorNeedsParent],
            ['mother_name', MSG.minorNeedsParent],
          ];
    },
  },
  {
    fields: ['birth_date', 'cellphone'],
    check: (s, today) =>
      isAdult(s.birth_date, today) === true && !filled(s.cellphone) ? [['cellphone', MSG.adultNeedsCellphone]] : [],
  },
];

/**
 * Every failed rule as field → Spanish text. With `touched`, only the rules reading one of those fields
 * run: a partial update (say, the active toggle) is not refused for an old record's missing data.
 */
export function studentRuleErrors(s: StudentRuleInput, today: string, touched?: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const rule of STUDENT_RULES) {
    if (touched && !rule.fields.some((f) => touched.has(f))) continue;
    for (const [field, message] of rule.check(s, today)) errors[field] ??= message;
  }
  return errors;
}
