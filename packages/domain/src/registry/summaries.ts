import type { ResourceEntry } from './types.ts';

// The Spanish titles /api/docs gives the generic CRUD of a registry entry ('Lista de grados', 'Crea una sede'), from the
// entry's own labels so a new resource is titled the day it is registered.

export type CrudSummaries = { list: string; show: string; create: string; update: string; delete: string };

/**
 * 'una ' or 'un ' before the singular: the create label says which ('NUEVA SEDE'); otherwise the noun's ending does
 * ('otro requisito' takes none).
 */
function articleOf(singular: string, createLabel: string | undefined): string {
  const [noun] = singular.toLowerCase().split(' ');
  if (noun === 'otro' || noun === 'otra') return '';
  if (/^NUEVA\b/.test(createLabel ?? '')) return 'una ';
  if (/^NUEVO\b/.test(createLabel ?? '')) return 'un ';
  // A stressed initial a takes 'un' (un área); -ema nouns are masculine (un esquema).
  if (noun.startsWith('á') || noun.endsWith('ema')) return 'un ';
  return /(a|ión|dad)$/.test(noun) ? 'una ' : 'un ';
}

export function crudSummaries(entry: Pick<ResourceEntry, 'labels'>): CrudSummaries {
  const [singular, plural = singular] = entry.labels.name.split('||||').map((s) => s.trim());
  const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
  const one = `${articleOf(singular, entry.labels.create)}${lower(singular)}`;
  return {
    list: `Lista de ${lower(plural)}`,
    show: `Muestra ${one}`,
    create: `Crea ${one}`,
    update: `Actualiza ${one}`,
    delete: `Elimina ${one}`,
  };
}
