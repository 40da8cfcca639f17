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
const labels = (s: Subject, key: string, doyang: number | null = null) =>
  visibleMenu(s, doyang)
    .find((x) => x.key === key)
    ?.items.map((i) => i.label) ?? [];

describe('visibleMenu', () => {
  it('gives the general director the catalogues that are built', () => {
    const director = subject(2, { Grados: all, Sedes: all, Honorificos: all, Localidades: all });
    expect(titles(director)).toContain('Catálogos');
    expect(labels(director, 'catalogues')).toEqual([
      'Linaje',
      'Grupos de selectivo',
      'Grados',
      'Sedes',
      'Honorificos',
      'Localidades',
    ]);
  });
  it('lists doyangs and doyang categories by their permissions, and Linaje and Grupos de selectivo without one', () => {
    const director = subject(2, { Doyangs: all, 'Categories de doyang': all });
    expect(labels(director, 'catalogues')).toEqual(['Linaje', 'Grupos de selectivo', 'Doyangs', 'Categorías de doyang']);
    expect(labels(subject(6, { 'Categories de doyang': { ...all, create: false } }), 'catalogues')).toEqual([
      'Linaje',
      'Grupos de selectivo',
      'Categorías de doyang',
    ]);
  });
  it('hides items whose permission is missing even for general direction', () => {
    expect(labels(subject(3, { Grados: all }), 'catalogues')).toEqual(['Linaje', 'Grupos de selectivo', 'Grados']);
  });
  it("gives a kyosa without catalogue permissions Mi cuenta and Catálogos' Linaje and Grupos de selectivo (issue 10)", () => {
    const kyosa = subject(7, {}, [4]);
    // Gastos and Estadística show without a permission (spec 01 §6, 03 §6): the staff of the doyang read its expenses
    // (issue 26) and its statistics (issue 27).
    expect(titles(kyosa, 4)).toEqual(['Mi cuenta', 'Catálogos', 'Mi Doyang', 'Administración']);
    expect(labels(kyosa, 'doyang', 4)).toEqual(['Estadística']);
    expect(labels(kyosa, 'administration', 4)).toEqual(['Gastos']);
    expect(labels(kyosa, 'catalogues')).toEqual(['Linaje', 'Grupos de selectivo']);
  });
  it('shows catalogues to a non general-direction user holding a catalogue permission', () => {
    expect(titles(subject(6, { Localidades: { ...all, create: false } }))).toContain('Catálogos');
  });
  it('never shows unbuilt screens as links', () => {
    const director = subject(2, {
      Productos: all,
      Grados: all,
      Recibos: all,
      Ventas: all,
      Contabilidad: all,
      'Entradas/Salidas': all,
    });
    // Products, Entradas/Salidas, Ventas and Recibos are built (issue 25), Gastos, Contabilidad and Seguros (issue 26),
    // Estadística (issue 27), linked to the selected doyang.
    expect(labels(director, 'catalogues')).toEqual(['Linaje', 'Grupos de selectivo', 'Grados', 'Productos']);
    expect(labels(director, 'administration')).toEqual(expect.arrayContaining(['Ventas', 'Gastos', 'Contabilidad', 'Recibos']));
    const professor = subject(6, { 'Doyang Alumnos': all }, [4]);
    expect(labels(professor, 'doyang', 4)).toContain('Alumnos');
    const statistics = visibleMenu(professor, 4)
      .find((x) => x.key === 'doyang')
      ?.items.find((i) => i.label === 'Estadística');
    expect(statistics?.to).toBe('/statistics/doyang/4');
  });
  it("shows Poomses with 'Poomses', and Categorías de torneos with 'Torneos' update (issue 12)", () => {
    const director = subject(2, { Poomses: all, Torneos: all });
    expect(labels(director, 'catalogues')).toEqual(['Linaje', 'Grupos de selectivo', 'Poomses']);
    expect(labels(director, 'taekwondo')).toEqual(['Eventos Padre', 'Torneos', 'Categorías de torneos']);
    const reader = subject(3, { Torneos: { ...all, update: false } });
    expect(labels(reader, 'taekwondo')).toEqual(['Torneos']);
  });
  it('shows Eventos and Examen in Taekwondo and Exámenes and Eventos in Mi Doyang by their permissions (issue 11)', () => {
    const director = subject(2, { Eventos: all, Examen: all, Torneos: { ...all, update: false } });
    expect(labels(director, 'taekwondo')).toEqual(['Torneos', 'Eventos', 'Examen']);
    const profesor = subject(6, { 'Doyang Examen': all, 'Doyang Eventos': all }, [4]);
    const doyangItems = visibleMenu(profesor, 4)
      .find((x) => x.key === 'doyang')
      ?.items.map((i) => i.label);
    expect(doyangItems).toEqual(['Estadística', 'Exámenes', 'Eventos']);
  });
  it("shows 'Permisos' with its permission (issue 10)", () => {
    expect(labels(subject(2, { Permisos: all }), 'catalogues')).toContain('Permisos');
    expect(labels(subject(2, { Grados: all }), 'catalogues')).not.toContain('Permisos');
  });
  it('lists Usuarios, Alumnos and Sinodales by their permissions', () => {
    const director = subject(2, { Usuarios: all, Alumnos: all, Sinodales: all });
    expect(labels(director, 'catalogues')).toEqual(['Linaje', 'Grupos de selectivo', 'Usuarios', 'Alumnos', 'Sinodales']);
    const students = visibleMenu(director, null)
      .find((x) => x.key === 'catalogues')
      ?.items.find((i) => i.label === 'Alumnos');
    expect(students?.to).toBe('/students?generalDirection=true');
    expect(labels(subject(3, { Sinodales: { ...all, create: false } }), 'catalogues')).toEqual([
      'Linaje',
      'Grupos de selectivo',
      'Sinodales',
    ]);
  });
  it("shows a doyang's groups under Mi Doyang with 'Doyang Grupos'", () => {
    const groups = (s: Subject) =>
      visibleMenu(s, 4)
        .find((x) => x.key === 'doyang')
        ?.items.map((i) => [i.label, i.to]) ?? [];
    const statistics = ['Estadística', '/statistics/doyang/4'];
    expect(groups(subject(7, { 'Doyang Grupos': { ...all, create: false } }, [4]))).toEqual([
      statistics,
      ['Grupos', '/doyang_groups'],
    ]);
    expect(groups(subject(7, { Asistencias: all }, [4]))).toEqual([statistics]);
  });
  it("links a doyang's students under Mi Doyang to the selected doyang", () => {
    const professor = subject(6, { 'Doyang Alumnos': all }, [4]);
    const doyang = visibleMenu(professor, 4).find((x) => x.key === 'doyang');
    expect(doyang?.items.map((i) => [i.label, i.to])).toEqual([
      ['Estadística', '/statistics/doyang/4'],
      ['Alumnos', '/students?doyangId=4'],
    ]);
    // Not staff of the doyang: no Mi Doyang at all (spec 01 §6).
    const outsider = subject(7, {}, [5]);
    expect(visibleMenu(outsider, 4).find((x) => x.key === 'doyang')).toBeUndefined();
  });
});
