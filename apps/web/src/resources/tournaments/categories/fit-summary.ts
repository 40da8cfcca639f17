import { countOf } from '@doyang/domain';
import type { CategoryFit } from './tournament-categories-api.ts';

/** The fit report's line: nothing to fix, or how many prospect-competitions fit none or several categories. */
export function fitSummary({ counts, mixing_max_age }: Pick<CategoryFit, 'counts' | 'mixing_max_age'>): string {
  const mixing = mixing_max_age === null ? '' : ` Las categorías mixtas admiten hasta ${mixing_max_age} años.`;
  if (counts.prospects === 0) return 'El torneo aún no tiene prospectos.';
  if (counts.none === 0 && counts.several === 0)
    return `${countOf(counts.prospects, 'prospecto cabe', 'prospectos caben')} en una sola categoría por competencia.${mixing}`;
  const problems = [
    counts.none ? `${counts.none} sin categoría` : '',
    counts.several ? `${counts.several} en varias categorías` : '',
  ].filter(Boolean);
  return `De ${countOf(counts.prospects, 'prospecto', 'prospectos')}, por competencia pagada: ${problems.join(' y ')}.${mixing}`;
}
