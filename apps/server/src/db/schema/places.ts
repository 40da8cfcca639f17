import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const municipalities = pgTable(
  'municipalities',
  {
    id: serial('id').primaryKey(),
    state_id: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: varchar('name', { length: 100 }).notNull(),
  },
  (t) => [index('municipalities_state_id_idx').on(t.state_id)],
);

/** 'Localidades' in the menu. */
export const cities = pgTable('cities', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/** 'Sedes': where exams, events and tournaments take place. */
export const venues = pgTable(
  'venues',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    state_id: integer('state_id').references(() => states.id),
    municipality_id: integer('municipality_id').references(() => municipalities.id),
    city_id: integer('city_id').references(() => cities.id),
    contact_name: varchar('contact_name', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
  },
  (t) => [
    index('venues_state_id_idx').on(t.state_id),
    index('venues_municipality_id_idx').on(t.municipality_id),
    index('venues_city_id_idx').on(t.city_id),
  ],
);
