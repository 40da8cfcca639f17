import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

/**
 * Venues for events and tournaments, in the states and municipalities of the reference data. The city is a city: the
 * State of Mexico's venues are in Ciudad Nezahualcóyotl and Chalco, localities the demo adds (the reference's
 * 'ESTADO DE MÉXICO' locality is where doyangs of that state are filed, spec 02 §5, not a venue's city).
 */
export async function seedVenues(db: Db): Promise<void> {
  const [neza, chalco] = await db
    .insert(t.cities)
    .values([{ name: 'CIUDAD NEZAHUALCÓYOTL' }, { name: 'CHALCO DE DÍAZ COVARRUBIAS' }])
    .returning({ id: t.cities.id });
  await db.insert(t.venues).values([
    {
      name: 'DEPORTIVO SANTA CRUZ MEYEHUALCO',
      state_id: 1,
      municipality_id: 1,
      city_id: 1,
      contact_name: 'ARMANDO RÍOS',
      phone: '5556912233',
    },
    {
      name: 'GIMNASIO OLÍMPICO NEZAHUALCÓYOTL',
      state_id: 2,
      municipality_id: 7,
      city_id: neza.id,
      contact_name: 'LAURA PINEDA',
      phone: '5557334455',
    },
    {
      name: 'AUDITORIO MUNICIPAL DE CHALCO',
      state_id: 2,
      municipality_id: 8,
      city_id: chalco.id,
      contact_name: 'MARIO SOTO',
      phone: '5559718800',
    },
    {
      name: 'ARENA PUEBLA CENTRO',
      state_id: 3,
      municipality_id: 16,
      city_id: 2,
      contact_name: 'SILVIA NAVA',
      phone: '2221456677',
    },
    {
      name: 'POLIDEPORTIVO CUERNAVACA',
      state_id: 4,
      municipality_id: 19,
      city_id: 3,
      contact_name: 'RAÚL OCHOA',
      phone: '7773124455',
    },
  ]);
}
