import { REGISTRY } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { CUSTOM_SCREENS, isEditPath, registryResources } from './registry-resources.ts';

describe('registry resources', () => {
  it('declares one react-admin resource per registry entry', () => {
    expect(registryResources.map((r) => r.name)).toEqual(REGISTRY.map((e) => e.name));
  });

  it('ships the screens of every custom entry, and only of registry entries', () => {
    for (const e of REGISTRY) if (e.screens === 'custom') expect(CUSTOM_SCREENS[e.name]?.list, e.name).toBeDefined();
    for (const name of Object.keys(CUSTOM_SCREENS)) expect(REGISTRY.find((e) => e.name === name)?.screens, name).toBe('custom');
  });

  it('builds list, create and edit of every generic catalogue', () => {
    for (const e of REGISTRY.filter((x) => x.screens === 'generic')) {
      const r = registryResources.find((x) => x.name === e.name);
      expect([r?.list, r?.create, r?.edit].every(Boolean), e.name).toBe(true);
    }
  });
});

describe('edit addresses', () => {
  it("opens a record's form at its own address and its tabs only", () => {
    expect(isEditPath(undefined)).toBe(true);
    expect(isEditPath('')).toBe(true);
    expect(isEditPath('2')).toBe(true);
    expect(isEditPath('attendances')).toBe(false);
    expect(isEditPath('1/attendances')).toBe(false);
  });
});
