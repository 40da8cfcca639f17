import {
  tournamentAgeCategories as ageCategoryEntry,
  tournamentAgeGroups as ageGroupEntry,
  tournamentAreas as areaEntry,
  COMPETITIONS,
  tournamentCategories as categoryEntry,
  tournamentDegreeCategories as degreeCategoryEntry,
  tournamentGroups as groupEntry,
  groupRuleErrors,
  MSG,
  rangeErrors,
  tournamentResults as resultEntry,
  tournaments as tournamentEntry,
  tournamentWeightCategories as weightCategoryEntry,
} from '@doyang/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { belongsTo, hasMany, hasOne, PEOPLE_FROM, PERSON_FIELDS } from '../../db/relations.ts';
import {
  tournament_age_categories,
  tournament_age_groups,
  tournament_areas,
  tournament_categories,
  tournament_degree_categories,
  tournament_degrees_allowed,
  tournament_extra_sinodals,
  tournament_groups,
  tournament_results,
  tournament_weight_categories,
  tournaments,
} from '../../db/schema/index.ts';
import { one, rows } from '../../db/sql.ts';
import { validationError } from '../../http/errors.ts';
import { bindResource, withStored } from '../../http/resource.ts';
import { eventBinding } from '../events/index.ts';
import { lockBrackets } from './brackets/bracket-locks.queries.ts';
import { BRACKETS_APPENDED, BRACKETS_QUERY, tournamentBracketsAppend } from './brackets/brackets.append.ts';
import { announceLiveChange } from './live/live-events.ts';
import { poomseResource } from './poomses/poomses.resources.ts';

// TORNEOS and what a tournament carries (spec 03 §3, §7): registry entries on their tables. The tournament shares the
// event binding; its parts check their ranges and their tournament on the row as it would be stored.

type Row = Record<string, unknown>;

const fail = (errors: Record<string, string[]>) => {
  if (Object.keys(errors).length) throw validationError(errors);
};

/** The minimum degree is not above the maximum, by the degrees' order. */
async function degreeOrderErrors(db: Db, row: Row, min: string, max: string): Promise<Record<string, string[]>> {
  if (!row[min] || !row[max]) return {};
  const bad = await one<{ bad: boolean }>(
    db,
    sql`select (select "order" from degrees where id = ${Number(row[min])}) > (select "order" from degrees where id = ${Number(row[max])}) as bad`,
  );
  return bad?.bad ? { [max]: [MSG.rangeOrder] } : {};
}

const tournamentBinding = eventBinding(tournaments, {
  sinodals: tournament_extra_sinodals,
  degrees: tournament_degrees_allowed,
  key: 'tournament_id',
});

export const tournamentResource = bindResource(tournamentEntry, {
  ...tournamentBinding,
  relations: {
    ...tournamentBinding.relations,
    tournament_areas: hasMany(
      sql`tournament_areas a`,
      sql`a.tournament_id = ${tournaments.id}`,
      [
        'id',
        'area_number',
        'area_responsible_id',
        ['area_responsible', hasOne(PEOPLE_FROM, sql`u.id = a.area_responsible_id`, PERSON_FIELDS, 'u')],
      ],
      sql`a.area_number`,
      'a',
    ),
  },
  appendOne: tournamentBracketsAppend,
  oneQuery: BRACKETS_QUERY,
  appended: { ...tournamentBinding.appended, ...BRACKETS_APPENDED },
  // Its live view shows the tournament's name and date and closes when it is made private (issue 22): every write
  // tells the live views, at commit.
  afterWrite: async (tx, id, data) => {
    await tournamentBinding.afterWrite?.(tx, id, data);
    await announceLiveChange(tx, id);
  },
  beforeDelete: async (tx, _actor, row) => announceLiveChange(tx, Number(row.id)),
});

export const tournamentAreaResource = bindResource(areaEntry, {
  table: tournament_areas,
  search: [],
  orderable: { area_number: tournament_areas.area_number, id: tournament_areas.id },
  filters: { tournament_id: tournament_areas.tournament_id },
  relations: { area_responsible: hasOne(PEOPLE_FROM, sql`u.id = ${tournament_areas.area_responsible_id}`, PERSON_FIELDS, 'u') },
  beforeWrite: async (db, _actor, data, id) => {
    const row = await withStored(db, tournament_areas, data, id);
    const taken = await one<{ id: number }>(
      db,
      sql`select id from tournament_areas where tournament_id = ${Number(row.tournament_id)}
        and area_number = ${Number(row.area_number)} and id <> ${id ?? 0}`,
    );
    if (taken) fail({ area_number: [MSG.tournamentAreaTaken] });
  },
});

/** A category's competition is one the tournament offers, its area one the tournament has, its ranges in order. */
async function categoryRules(db: Db, row: Row): Promise<void> {
  const errors = {
    ...rangeErrors(row, [
      ['min_age_years', 'max_age_years'],
      ['min_weight_kg', 'max_weight_kg'],
    ]),
    ...(await degreeOrderErrors(db, row, 'min_degree_id', 'max_degree_id')),
  };
  const [tournament] = (await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.id, Number(row.tournament_id)))) as Row[];
  if (!tournament) errors.tournament_id = [MSG.invalidData];
  const competition = COMPETITIONS.find((c) => c.id === Number(row.competition_type_id));
  if (tournament && competition && !tournament[competition.flag]) errors.competition_type_id = [MSG.competitionNotOffered];
  if (tournament && row.table_name !== null && row.table_name !== undefined) {
    const area = await one<{ id: number }>(
      db,
      sql`select id from tournament_areas where tournament_id = ${Number(row.tournament_id)} and area_number = ${Number(row.table_name)}`,
    );
    if (!area) errors.table_name = [MSG.areaNotInTournament];
  }
  fail(errors);
}

export const tournamentCategoryResource = bindResource(categoryEntry, {
  table: tournament_categories,
  search: [tournament_categories.name],
  orderable: {
    name: tournament_categories.name,
    min_age_years: tournament_categories.min_age_years,
    min_weight_kg: tournament_categories.min_weight_kg,
    id: tournament_categories.id,
  },
  filters: {
    tournament_id: tournament_categories.tournament_id,
    competition_type_id: tournament_categories.competition_type_id,
    is_exhibition: tournament_categories.is_exhibition,
    table_name: tournament_categories.table_name,
  },
  relations: {
    min_degree: belongsTo('degrees', tournament_categories.min_degree_id, ['id', 'name', 'order']),
    max_degree: belongsTo('degrees', tournament_categories.max_degree_id, ['id', 'name', 'order']),
  },
  beforeWrite: async (db, _actor, data, id) => categoryRules(db, await withStored(db, tournament_categories, data, id)),
  // Its brackets go with it: held first, lowest id first, as every bracket write takes them (no deadlock with a move).
  beforeDelete: async (db, _actor, row) => {
    const brackets = await rows<{ id: number }>(
      db,
      sql`select id from tournament_graphs where tournament_category_id = ${Number(row.id)}`,
    );
    await lockBrackets(
      db,
      brackets.map((g) => g.id),
    );
  },
});

export const tournamentAgeGroupResource = bindResource(ageGroupEntry, {
  table: tournament_age_groups,
  search: [tournament_age_groups.name],
  orderable: { name: tournament_age_groups.name, id: tournament_age_groups.id },
  // The foreign keys would take the tournaments' age categories and the poomses' categories with it (and blank the
  // schedules' group): an age group in use is refused instead (decisions.md, "Issue 12 — catalogues").
  beforeDelete: async (db, _actor, row) => {
    const id = Number(row.id);
    const used = await one<{ used: boolean }>(
      db,
      sql`select exists (select 1 from tournament_age_categories where tournament_age_group_id = ${id})
        or exists (select 1 from tournament_poomse_categories where tournament_age_group_id = ${id})
        or exists (select 1 from tournament_cronograms where tournament_age_group_id = ${id}) as used`,
    );
    if (used?.used) throw validationError({ id: [MSG.ageGroupInUse] });
  },
});

export const tournamentAgeCategoryResource = bindResource(ageCategoryEntry, {
  table: tournament_age_categories,
  search: [],
  orderable: { min_age: tournament_age_categories.min_age, id: tournament_age_categories.id },
  filters: {
    tournament_id: tournament_age_categories.tournament_id,
    tournament_age_group_id: tournament_age_categories.tournament_age_group_id,
  },
  relations: {
    tournament_age_group: belongsTo('tournament_age_groups', tournament_age_categories.tournament_age_group_id, ['id', 'name']),
  },
  beforeWrite: async (db, _actor, data, id) =>
    fail(rangeErrors(await withStored(db, tournament_age_categories, data, id), [['min_age', 'max_age']])),
});

export const tournamentDegreeCategoryResource = bindResource(degreeCategoryEntry, {
  table: tournament_degree_categories,
  search: [],
  orderable: { id: tournament_degree_categories.id },
  filters: { tournament_id: tournament_degree_categories.tournament_id },
  relations: {
    min_degree: belongsTo('degrees', tournament_degree_categories.min_degree_id, ['id', 'name', 'order']),
    max_degree: belongsTo('degrees', tournament_degree_categories.max_degree_id, ['id', 'name', 'order']),
  },
  beforeWrite: async (db, _actor, data, id) =>
    fail(
      await degreeOrderErrors(db, await withStored(db, tournament_degree_categories, data, id), 'min_degree_id', 'max_degree_id'),
    ),
});

export const tournamentWeightCategoryResource = bindResource(weightCategoryEntry, {
  table: tournament_weight_categories,
  search: [tournament_weight_categories.name],
  orderable: {
    // By the range as a person reads it: an open lower end ('-30 KG') is the lightest, an open upper end the heaviest.
    min_weight: sql`(coalesce(${tournament_weight_categories.min_weight}, 0), coalesce(${tournament_weight_categories.max_weight}, 1000))`,
    name: tournament_weight_categories.name,
    id: tournament_weight_categories.id,
  },
  filters: { tournament_id: tournament_weight_categories.tournament_id, sex: tournament_weight_categories.sex },
  beforeWrite: async (db, _actor, data, id) =>
    fail(rangeErrors(await withStored(db, tournament_weight_categories, data, id), [['min_weight', 'max_weight']])),
});

export const tournamentGroupResource = bindResource(groupEntry, {
  table: tournament_groups,
  search: [tournament_groups.name],
  orderable: { begins_at: tournament_groups.begins_at, name: tournament_groups.name, id: tournament_groups.id },
  filters: { tournament_id: tournament_groups.tournament_id },
  beforeWrite: async (db, _actor, data, id) => fail(groupRuleErrors(await withStored(db, tournament_groups, data, id))),
});

export const tournamentResultResource = bindResource(resultEntry, {
  table: tournament_results,
  search: [tournament_results.name],
  orderable: { id: tournament_results.id },
});

export const tournamentResources = [
  tournamentResource,
  tournamentAreaResource,
  tournamentCategoryResource,
  tournamentAgeGroupResource,
  tournamentAgeCategoryResource,
  tournamentDegreeCategoryResource,
  tournamentWeightCategoryResource,
  tournamentGroupResource,
  tournamentResultResource,
  poomseResource,
];
