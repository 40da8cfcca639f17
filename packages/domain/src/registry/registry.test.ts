import { describe, expect, it } from 'vitest';
import { MENU } from '../menu.ts';
import { areaNames, PERMISSION_AREAS } from '../permission-areas.ts';
import { apiResourceOf } from '../resource-names.ts';
import { REFERENCE_CATALOGUES } from '../visibility.ts';
import { placementsOf, REGISTRY, registryEntry } from './index.ts';

const MATRIX: readonly string[] = Object.values(PERMISSION_AREAS).flat();
const areasOf = (area: string | readonly string[]) => (typeof area === 'string' ? [area] : area);

describe('resource registry', () => {
  it('names each resource once', () => {
    const names = REGISTRY.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('declares only areas of the permission matrix', () => {
    for (const e of REGISTRY) {
      for (const area of [
        ...areasOf(e.area),
        ...(e.readAreas ?? []),
        ...placementsOf(e).flatMap((p) => (p.area ? [p.area] : [])),
      ]) {
        expect(MATRIX, `${e.name}: ${area}`).toContain(area);
      }
    }
  });

  it('orders by default by a field it declares orderable, and labels every listed field', () => {
    for (const e of REGISTRY) {
      expect(e.orderable, e.name).toContain(e.defaultOrder[0]);
      expect(e.labels.name, e.name).toMatch(/ \|\|\|\| /);
    }
  });

  it('places every menu placement in the menu, with its label and gating', () => {
    for (const e of REGISTRY) {
      for (const p of placementsOf(e)) {
        const item = MENU.find((s) => s.key === p.section)?.items.find((i) => i.to === p.to);
        expect(item?.label, `${e.name} ${p.to}`).toBe(p.label);
        if (p.ungated) expect(item?.permission).toBeUndefined();
        else expect(item?.permission).toBe(p.area ?? areaNames(e.area));
        // A resource without screens never shows as a dead link.
        expect(item?.built).toBe(e.screens !== 'data');
      }
    }
  });

  it('maps screens over another resource to it, and the reference catalogues from their entries', () => {
    expect(apiResourceOf('students')).toBe('users');
    expect(apiResourceOf('selective_groups')).toBe('doyang_groups');
    expect(apiResourceOf('doyangs')).toBe('doyangs');
    for (const e of REGISTRY) if (e.api) expect(registryEntry(e.api), e.name).toBeDefined();
    expect([...REFERENCE_CATALOGUES].sort()).toEqual([
      'cities',
      'degrees',
      'events',
      'exams',
      'honorific_titles',
      'municipalities',
      'states',
      'tournaments',
      'venues',
    ]);
  });
});
