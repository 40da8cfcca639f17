import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { belongsTo, fullName, hasMany, jsonObject } from './relations.ts';

const text = (q: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(q).sql.replace(/\s+/g, ' ');

describe('relation builders', () => {
  it('belongsTo reads the one row its key points to', () => {
    expect(text(belongsTo('degrees', sql`u.degree_id`, ['id', 'name']))).toBe(
      `(select json_build_object('id', x."id", 'name', x."name") from degrees x where x.id = u.degree_id)`,
    );
  });

  it('hasMany answers an ordered array, never null', () => {
    expect(text(hasMany(sql`child_pickers x`, sql`x.user_id = u.id`, ['id', ['label', sql`x.name`]], sql`x.id`))).toBe(
      `coalesce((select json_agg(json_build_object('id', x."id", 'label', x.name) order by x.id) from child_pickers x where x.user_id = u.id), '[]'::json)`,
    );
  });

  it('names a person as the spec writes it and refuses anything but identifiers', () => {
    expect(text(fullName('u'))).toBe(`concat_ws(' ', u.name, u.last_name, u.second_last_name)`);
    expect(() => jsonObject('x', ["name'); drop table users; --"])).toThrow();
  });
});
