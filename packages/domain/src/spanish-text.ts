// The Spanish order and search of names (issue 10), the same rule as the SQL functions `spanish_sort_key` and
// `spanish_fold` (server migration 0007; a server test keeps the two equal). PGlite ships ICU without the
// Spanish tailoring (Ñ would sort as an N), so the rule is written out instead of asking for a collation.

/**
 * The accented letters of Spanish, whose accent does not change their place in the alphabet, and the plain letter
 * each sorts and searches as. Other letters keep their own place (a Ç sorts after Z): every letter of this list costs
 * PostgreSQL's translate() a comparison for each character of every name it folds.
 */
export const SPANISH_ACCENTED = 'ÁÉÍÓÚÜáéíóúü';
export const SPANISH_PLAIN = 'aeiouuaeiouu';

const PLAIN_OF = new Map([...SPANISH_ACCENTED].map((c, i) => [c, SPANISH_PLAIN[i]]));

/*
 * Ñ is a letter of its own between N and O. Byte order has no room between 'n' and 'o', so Ñ becomes 'n' and DEL,
 * which sorts after every character a name can hold at that place (control characters are refused in text).
 */
const ENE_KEY = 'n\u007f';
/* Between the folded letters and the original text: below anything text may hold, so 'ANGEL' < 'ANGELA'. */
const TIE_SEPARATOR = '\u0001';

// Only ASCII changes case, as PostgreSQL's lower() under the "C" collation does: both sides fold alike whatever
// locale a database was created with.
const foldChar = (c: string, ene: string): string => {
  const plain = PLAIN_OF.get(c);
  if (plain) return plain;
  if (c === 'Ñ' || c === 'ñ') return ene;
  return c >= 'A' && c <= 'Z' ? c.toLowerCase() : c;
};

/** The text a search compares: lower case, accents and Ñ folded ('PEÑA' → 'pena'). Keeps the length of the text. */
export const spanishFold = (s: string): string => Array.from(s, (c) => foldChar(c, 'n')).join('');

/**
 * The key names sort by: case and accents folded, Ñ after N; equal letters break by the text itself in code point
 * order (ANGEL, then ÁNGEL), so two different texts never tie.
 */
export const spanishSortKey = (s: string): string => `${Array.from(s, (c) => foldChar(c, ENE_KEY)).join('')}${TIE_SEPARATOR}${s}`;

/** Code point order, as PostgreSQL compares under "C" (UTF-16 units would put U+E000–U+FFFF after emoji). */
const compareCodePoints = (a: string, b: string): number => {
  const x = Array.from(a, (c) => c.codePointAt(0) as number);
  const y = Array.from(b, (c) => c.codePointAt(0) as number);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
};

/** A sort comparator in the server's Spanish order: `names.sort(compareSpanish)`. */
export const compareSpanish = (a: string, b: string): number => compareCodePoints(spanishSortKey(a), spanishSortKey(b));
