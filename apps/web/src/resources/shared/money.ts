/** Pesos for display: '$1,234.50' (es-MX, MXN). Amounts travel as text ('1234.50') so numeric(12,2) never meets a float. */
const currency = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' });
const amount = new Intl.NumberFormat('es-MX', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(String(value).replace(/[$,\s]/g, ''));
  return Number.isFinite(n) ? n : null;
};

export function formatMXN(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : currency.format(n);
}

/** '1234.5' → '1,234.50' (no sign; the input shows '$' and 'MXN' around it). */
export function formatAmount(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : amount.format(n);
}

/** What the user typed → '1234.5': digits and one point, at most two decimals; '' → null. */
export function parseAmount(text: string): string | null {
  const cleaned = text.replace(/[^\d.]/g, '');
  if (!cleaned) return null;
  const [whole, ...rest] = cleaned.split('.');
  if (!rest.length) return whole;
  return `${whole || '0'}.${rest.join('').slice(0, 2)}`;
}
