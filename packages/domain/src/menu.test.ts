import { describe, expect, it } from 'vitest';
import { visibleMenu } from './menu.ts';
import type { Subject } from './permissions.ts';

const all = { create: true, read: true, update: true, delete: true };
const subject = (role_id: number, permissions: Subject['permissions'] = {}, personal: number[] = []): Subject => ({
  id: 5,
  role_id,
  permissions,
  doyangs_as_responsible: [],
  doyangs_as_personal: personal.map((id) => ({ id })),
});
const titles = (s: Subject, doyang: number | null = null) => visibleMenu(s, doyang).map((x) => x.title);
const labels = (s: Subject, key: string) =>
  visibleMenu(s, null)
    .find((x) => x.key === key)
    ?.items.map((i) => i.label) ?? [];

describe('visibleMenu', () => {
  it('gives the general director the catalogues that are built', () => {
    const director = subject(2, { Grados: all, Sedes: all, Honorificos: all, Localidades: all });
    expect(titles(director)).toContain('Catálogos');
    expect(labels(director, 'catalogues')).toEqual(['Grados', 'Sedes', 'Honorificos', 'Localidades']);
  });
  it('hides items whose permission is missing even for general direction', () => {
    expect(labels(subject(3, { Grados: all }), 'catalogues')).toEqual(['Grados']);
  });
  it('gives a kyosa without catalogue permissions only Mi cuenta', () => {
    expect(titles(subject(7, {}, [4]), 4)).toEqual(['Mi cuenta']);
  });
  it('shows catalogues to a non general-direction user holding a catalogue permission', () => {
    expect(titles(subject(6, { Localidades: { ...all, create: false } }))).toContain('Catálogos');
  });
  it('never shows unbuilt screens as links', () => {
    const director = subject(2, { Usuarios: all, Torneos: all, Grados: all });
    expect(labels(director, 'catalogues')).not.toContain('Usuarios');
    expect(titles(director)).not.toContain('Taekwondo');
  });
});
