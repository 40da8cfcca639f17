import { boolean, date, index, integer, numeric, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { users } from './people.ts';
import { cities } from './places.ts';

export const doyang_types = pgTable('doyang_types', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
});

export const doyangs = pgTable(
  'doyangs',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    doyang_type_id: integer('doyang_type_id')
      .notNull()
      .references(() => doyang_types.id),
    doyang_category_id: integer('doyang_category_id'),
    city_id: integer('city_id').references(() => cities.id),
    opening_date: date('opening_date'),
    active: boolean('active').notNull().default(true),
    is_independent_for_comissions: boolean('is_independent_for_comissions').notNull().default(false),
    address: text('address'),
    neighborhood: varchar('neighborhood', { length: 100 }),
    city: varchar('city', { length: 100 }),
    cellphone: varchar('cellphone', { length: 20 }),
    phone1: varchar('phone1', { length: 20 }),
    phone2: varchar('phone2', { length: 20 }),
    responsible_can_scholarship: boolean('responsible_can_scholarship').notNull().default(false),
    can_sell_gp: boolean('can_sell_gp').notNull().default(false),
    can_sell_gp_tmp: boolean('can_sell_gp_tmp').notNull().default(false),
    monthly_fee: numeric('monthly_fee', { precision: 12, scale: 2 }),
    inscription_fee: numeric('inscription_fee', { precision: 12, scale: 2 }),
    user_responsible_id: integer('user_responsible_id').references(() => users.id),
    user_certifier_id: integer('user_certifier_id').references(() => users.id),
    doyang_surrogation_id: integer('doyang_surrogation_id'),
    surrogated_to_doyang_id: integer('surrogated_to_doyang_id'),
    bimester_inscriptions_goal: integer('bimester_inscriptions_goal'),
  },
  (t) => [
    index('doyangs_doyang_type_id_idx').on(t.doyang_type_id),
    index('doyangs_city_id_idx').on(t.city_id),
    index('doyangs_user_responsible_id_idx').on(t.user_responsible_id),
    index('doyangs_user_certifier_id_idx').on(t.user_certifier_id),
    index('doyangs_doyang_category_id_idx').on(t.doyang_category_id),
  ],
);

/** Staff working at a doyang ('personal'), with the commission tier they are surrogated under. */
export const doyang_personal = pgTable(
  'doyang_personal',
  {
    doyang_id: integer('doyang_id')
      .notNull()
      .references(() => doyangs.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doyang_surrogation_id: integer('doyang_surrogation_id'),
  },
  (t) => [primaryKey({ columns: [t.doyang_id, t.user_id] }), index('doyang_personal_user_id_idx').on(t.user_id)],
);
