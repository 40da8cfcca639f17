// A tournament's competitions (spec 03 §2 'Tournament graphs screen', §3 flags, §5 'multiple competitions').

/** Competition types 1–6 and their Spanish names (spec 03 §2, first reading). */
export const COMPETITION_TYPES = {
  1: 'COMBATE',
  2: 'FORMAS',
  3: 'IDAN CHAGUIS',
  4: 'TÉCNICAS',
  5: 'ROMPIMIENTOS',
  6: 'VELOCIDAD DE PATEO',
} as const;

export type CompetitionTypeId = keyof typeof COMPETITION_TYPES;

/** Each type's flag on the tournament, its pay flag on the prospect and its result column. */
export const COMPETITIONS = [
  { id: 1, flag: 'has_combat', pay: 'pay_combat', result: 'result_combat' },
  { id: 2, flag: 'has_forms', pay: 'pay_forms', result: 'result_forms' },
  { id: 3, flag: 'has_jumping_kicks', pay: 'pay_jumping_kicks', result: 'result_jumping_kicks' },
  { id: 4, flag: 'has_techniques', pay: 'pay_techniques', result: 'result_techniques' },
  { id: 5, flag: 'has_boards', pay: 'pay_boards', result: 'result_boards' },
  { id: 6, flag: 'has_kicking_speed', pay: 'pay_kicking_speed', result: 'result_kicking_speed' },
] as const satisfies readonly { id: CompetitionTypeId; flag: string; pay: string; result: string }[];

export type TournamentFlags = Partial<Record<(typeof COMPETITIONS)[number]['flag'], boolean | null>>;
export type PaidCompetitions = Partial<Record<(typeof COMPETITIONS)[number]['pay'], boolean | null>>;

/** The types a tournament offers, in type order; the brackets screen opens on the first (spec 03 §2). */
export function offeredCompetitions(tournament: TournamentFlags): CompetitionTypeId[] {
  return COMPETITIONS.filter((c) => tournament[c.flag]).map((c) => c.id);
}

/**
 * How many competitions a prospect pays. Spec 03 §5 counts forms, boards, kicking speed, combat and techniques
 * towards "multiple competitions"; jumping kicks (idan chaguis) is not in that list, so it does not count.
 */
export function paidCompetitionCount(paid: PaidCompetitions): number {
  return (['pay_forms', 'pay_boards', 'pay_kicking_speed', 'pay_combat', 'pay_techniques'] as const).filter((k) => paid[k])
    .length;
}

/** Two or more counted competitions take the two-modalities price (spec 03 §3, §5). */
export const paysMultipleCompetitions = (paid: PaidCompetitions): boolean => paidCompetitionCount(paid) >= 2;

/**
 * A bracket's category and competition as titled: both, unless the category is already named after its competition
 * ('COMBATE INFANTIL +40 KG' in COMBATE says it once).
 */
export const categoryAndCompetition = (category: string, competition: string): string[] =>
  competition && !category.toUpperCase().includes(competition.toUpperCase()) ? [category, competition] : [category];
