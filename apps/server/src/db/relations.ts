import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inSpanishOrder, spanishFolded } from './spanish-text.ts';

/**
 * The relation builders of the query toolkit: the JSON a `with=` relation answers, written once. A field is a
 * column name of the related row, or [key, expression] for a computed one.
 */
export type JsonField = string | readonly [key: string, value: SQL];

const IDENT = /^\w+$/;
const ident = (name: string): string => {
  if (!IDENT.test(name)) throw new Error(`identificador no válido: ${name}`);
  return name;
};

/** `json_build_object('id', x."id", 'name', x."name", …)` over the row aliased `alias`. */
export function jsonObject(alias: string, fields: readonly JsonField[]): SQL {
  const a = ident(alias);
  const pairs = fields.map((f) =>
    typeof f === 'string' ? sql.raw(`'${ident(f)}', ${a}."${ident(f)}"`) : sql`${sql.raw(`'${ident(f[0])}'`)}, ${f[1]}`,
  );
  return sql`json_build_object(${sql.join(pairs, sql`, `)})`;
}

/** A row already joined as `alias`, as an object (null when the left join found none: its `key` column is null). */
export function joinedObject(alias: string, fields: readonly JsonField[], key = 'id'): SQL {
  return sql`case when ${sql.raw(`${ident(alias)}.${ident(key)}`)} is null then null else ${jsonObject(alias, fields)} end`;
}

/** One related row as an object (null when there is none): `from` is the table with its alias and any join. */
export function hasOne(from: SQL, where: SQL, fields: readonly JsonField[], alias = 'x'): SQL {
  return sql`(select ${jsonObject(alias, fields)} from ${from} where ${where})`;
}

/** The one row a foreign key points to, as an object (null when the key is empty). */
export function belongsTo(table: string, foreignKey: SQL | PgColumn, fields: readonly JsonField[], alias = 'x'): SQL {
  const a = ident(alias);
  return hasOne(sql.raw(`${ident(table)} ${a}`), sql`${sql.raw(a)}.id = ${foreignKey}`, fields, alias);
}

/**
 * The rows of a child collection as an array (empty, never null). `from` is the table with its alias (and any join),
 * `where` ties it to the parent row, `order` sorts the array.
 */
export function hasMany(from: SQL, where: SQL, fields: readonly JsonField[], order: SQL, alias = 'x'): SQL {
  return sql`coalesce((select json_agg(${jsonObject(alias, fields)} order by ${order}) from ${from} where ${where}), '[]'::json)`;
}

/** One value of each child row as an array (empty, never null), e.g. the ids of a link table. */
export function hasManyValues(from: SQL, where: SQL, value: SQL, order: SQL): SQL {
  return sql`coalesce((select json_agg(${value} order by ${order}) from ${from} where ${where}), '[]'::json)`;
}

/** A person's full name as the spec writes it: names, paternal and maternal surnames. */
export const fullName = (alias: string): SQL =>
  sql.raw(`concat_ws(' ', ${ident(alias)}.name, ${ident(alias)}.last_name, ${ident(alias)}.second_last_name)`);

const columnsOf = (alias: string, columns: string[]): SQL[] => columns.map((c) => sql.raw(`${ident(alias)}.${c}`));

/** People by name, then surnames, in Spanish order (the roster, a group's people and its downloads, the pickers). */
export const byFirstName = (alias: string): SQL => inSpanishOrder(...columnsOf(alias, ['name', 'last_name', 'second_last_name']));

/** People by surnames, then name, in Spanish order (the people lists and the students CSV). */
export const bySurname = (alias: string): SQL => inSpanishOrder(...columnsOf(alias, ['last_name', 'second_last_name', 'name']));

/**
 * The full name folded for search, a name at a time: the same text as folding the whole name (the fold keeps spaces),
 * without evaluating the joined name once per use inside the fold.
 */
export const foldedFullName = (alias: string): SQL => {
  const [name, lastName, secondLastName] = columnsOf(alias, ['name', 'last_name', 'second_last_name']).map(spanishFolded);
  // `||` rather than concat_ws (not immutable): the same text as the trigram index on users (migration 0013), so
  // a search reads the index instead of folding every name.
  return sql`(${name} || ' ' || ${lastName} || coalesce(' ' || ${secondLastName}, ''))`;
};

/** The full name after the honorific title's abbreviation (SABONIM, KYOSA NIM, …), the `h` row joined to the person. */
export const fullNameHonorific = (person: string, honorific: string): SQL =>
  sql.raw(
    `concat_ws(' ', ${ident(honorific)}.name, ${ident(person)}.name, ${ident(person)}.last_name, ${ident(person)}.second_last_name)`,
  );

/** People `u` with their honorific title `h`, for the person relations. */
export const PEOPLE_FROM = sql`users u left join honorific_titles h on h.id = u.honorific_title_id`;

/** A person as the screens show one: id, full name with and without the honorific, role and cellphone. */
export const PERSON_FIELDS: readonly JsonField[] = [
  'id',
  ['full_name', fullName('u')],
  ['full_name_honorific', fullNameHonorific('u', 'h')],
  'role_id',
  'cellphone',
];
