import {
  GENERAL_DIRECTION_DOYANG_ID,
  GENERAL_DIRECTOR_USER_ID,
  PAYMENT_CONCEPTS,
  PERMISSION_AREAS,
  ROLE_NAMES,
  todayYmd,
} from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import {
  bimestersOf,
  CITIES,
  configurationDefaults,
  DEFAULT_DOYANGS,
  DEGREES,
  DOYANG_TYPES,
  PRODUCTS,
  ROLE_PERMISSION_DEFAULTS,
  STATES_AND_MUNICIPALITIES,
} from './reference-data.ts';

export type ReferenceOptions = { adminEmail: string; adminPasswordHash: string; today?: string };

const HONORIFICS = [
  { name: 'SABONIM', description: 'Maestro (4to dan o superior)' },
  { name: 'KYOSANIM', description: 'Instructor' },
  { name: 'PROF.', description: 'Profesor' },
  { name: 'MTRO.', description: 'Maestro' },
  { name: 'LIC.', description: 'Licenciado(a)' },
  { name: 'ING.', description: 'Ingeniero(a)' },
  { name: 'PROFA.', description: 'Profesora' },
  { name: 'MTRA.', description: 'Maestra' },
];

/** Moves a serial past the fixed ids the seed wrote, so new rows never collide with them. */
async function bumpSequence(db: Db, table: string): Promise<void> {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.raw(table)}), 1))`,
  );
}

/** Rows the product needs whatever the network: roles, types, concepts, degrees, settings, permissions, doyangs 1..18 and 23, user 1. */
export async function seedReference(db: Db, o: ReferenceOptions): Promise<void> {
  const today = o.today ?? todayYmd();
  await db.transaction(async (tx) => {
    const d = tx as unknown as Db;
    await d.insert(t.roles).values(Object.entries(ROLE_NAMES).map(([id, name]) => ({ id: Number(id), name })));
    await d.insert(t.doyang_types).values(DOYANG_TYPES);
    await d.insert(t.payment_concepts).values(Object.entries(PAYMENT_CONCEPTS).map(([id, name]) => ({ id: Number(id), name })));
    await d.insert(t.degrees).values(DEGREES.map((g, i) => ({ id: i + 1, order: i + 1, ...g })));
    await d.insert(t.honorific_titles).values(HONORIFICS);
    await d.insert(t.configurations).values(configurationDefaults(today));
    await d.insert(t.bimesters).values(bimestersOf(Number(today.slice(0, 4))));
    await d.insert(t.cities).values(CITIES.map((name, i) => ({ id: i + 1, name })));
    for (const [stateName, municipalities] of Object.entries(STATES_AND_MUNICIPALITIES)) {
      const [state] = await d.insert(t.states).values({ name: stateName }).returning();
      await d.insert(t.municipalities).values(municipalities.map((name) => ({ state_id: state.id, name })));
    }

    const areas = Object.entries(PERMISSION_AREAS).flatMap(([section, names]) => names.map((name) => ({ name, section })));
    const permissionRows = await d.insert(t.permissions).values(areas).returning();
    const idOf = new Map(permissionRows.map((p) => [p.name, p.id]));
    const grants = Object.entries(ROLE_PERMISSION_DEFAULTS).flatMap(([roleId, byArea]) =>
      Object.entries(byArea)
        .filter(([, letters]) => letters.length > 0)
        .map(([area, letters]) => ({
          role_id: Number(roleId),
          permission_id: idOf.get(area) as number,
          create: letters.includes('c'),
          read: letters.includes('r'),
          update: letters.includes('u'),
          delete: letters.includes('d'),
        })),
    );
    await d.insert(t.role_permissions).values(grants);

    await d.insert(t.users).values({
      id: GENERAL_DIRECTOR_USER_ID,
      email: o.adminEmail,
      password: o.adminPasswordHash,
      role_id: 2,
      honorific_title_id: 1,
      name: 'JORGE',
      last_name: 'MENDOZA',
      second_last_name: 'DÍAZ',
      degree_id: DEGREES.findIndex((g) => g.name === '7MO DAN') + 1,
      sex: 1,
      birth_date: '1968-04-12',
      cellphone: '5512345678',
      certifier: true,
      sinodal: true,
    });
    await d.insert(t.doyangs).values([
      ...DEFAULT_DOYANGS.map((x) => ({
        id: x.id,
        name: `${x.type === 1 ? 'MDK ORIENTE' : 'CLUB MDKO'} ${x.place}`,
        doyang_type_id: x.type,
        active: x.active,
        opening_date: x.opening_date,
        city_id: x.place === 'IZTAPALAPA' || x.place === 'TLÁHUAC' || x.place === 'SANTA MARTHA' ? 1 : 6,
      })),
      {
        id: GENERAL_DIRECTION_DOYANG_ID,
        name: 'MDK ORIENTE DIRECCIÓN GENERAL',
        doyang_type_id: 1,
        active: true,
        opening_date: '1998-01-10',
        city_id: 1,
        user_responsible_id: GENERAL_DIRECTOR_USER_ID,
      },
    ]);
    await d.insert(t.products).values(PRODUCTS);
    for (const table of ['users', 'doyangs', 'degrees', 'cities', 'products']) await bumpSequence(d, table);
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const result = (await db.execute(sql`select exists(select 1 from roles) as seeded`)) as unknown as {
    rows: { seeded: boolean }[];
  };
  return result.rows[0]?.seeded === true;
}
