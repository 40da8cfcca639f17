import { boolean, date, index, integer, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const roles = pgTable('roles', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

export const honorific_titles = pgTable('honorific_titles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 100 }).notNull(),
});

export const degrees = pgTable('degrees', {
  id: serial('id').primaryKey(),
  order: integer('order').notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  belt_group: varchar('belt_group', { length: 40 }),
  has_partials: boolean('has_partials').notNull().default(false),
  partials_to_next_degree: integer('partials_to_next_degree'),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 190 }).unique(),
    password: text('password'),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    honorific_title_id: integer('honorific_title_id').references(() => honorific_titles.id),
    name: varchar('name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    second_last_name: varchar('second_last_name', { length: 100 }),
    degree_id: integer('degree_id').references(() => degrees.id),
    user_responsible_id: integer('user_responsible_id'),
    doyang_id: integer('doyang_id'),
    certifier: boolean('certifier').notNull().default(false),
    sinodal: boolean('sinodal').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sex: integer('sex'),
    birth_date: date('birth_date'),
    address: text('address'),
    neighborhood: varchar('neighborhood', { length: 100 }),
    city: varchar('city', { length: 100 }),
    cellphone: varchar('cellphone', { length: 20 }),
    phone1: varchar('phone1', { length: 20 }),
    phone2: varchar('phone2', { length: 20 }),
    job: varchar('job', { length: 100 }),
    enrollment_date: date('enrollment_date'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('users_role_id_idx').on(t.role_id),
    index('users_doyang_id_idx').on(t.doyang_id),
    index('users_degree_id_idx').on(t.degree_id),
    index('users_honorific_title_id_idx').on(t.honorific_title_id),
    index('users_user_responsible_id_idx').on(t.user_responsible_id),
  ],
);

/** Named permission areas (spec 03 §6 matrix), grouped by section. */
export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  section: varchar('section', { length: 60 }).notNull(),
});

const flags = {
  create: boolean('create').notNull().default(false),
  read: boolean('read').notNull().default(false),
  update: boolean('update').notNull().default(false),
  delete: boolean('delete').notNull().default(false),
};

export const role_permissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    ...flags,
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index('role_permissions_permission_idx').on(t.permission_id)],
);

export const user_permissions = pgTable(
  'user_permissions',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    ...flags,
  },
  (t) => [primaryKey({ columns: [t.user_id, t.permission_id] }), index('user_permissions_permission_idx').on(t.permission_id)],
);

/** Logged-out tokens stay refused until they would have expired anyway. */
export const revoked_tokens = pgTable('revoked_tokens', {
  jti: varchar('jti', { length: 64 }).primaryKey(),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
});
