import type { PaidCompetitions, PricedLine } from '@doyang/domain';

/** What a sale enrols its buyer in: the prospect link, with the competitions paid for a tournament. */
export type Enrolment =
  | { kind: 'exam' | 'event'; id: number; colaborated_mother: boolean; colaborated_father: boolean; colaborated: boolean }
  | {
      kind: 'tournament';
      id: number;
      colaborated_mother: boolean;
      colaborated_father: boolean;
      colaborated: boolean;
      pays: PaidCompetitions;
    };

/**
 * A priced line with everything its sale writes: the payment row's references and flags, the stock it takes, the
 * prospect it enrols, the months and insurance it covers (the priced fields say which).
 */
export type SaleLine = PricedLine & {
  exam_id: number | null;
  event_id: number | null;
  tournament_id: number | null;
  product_id: number | null;
  product_size_id: number | null;
  doyang_bundle_id: number | null;
  months_added: number | null;
  scolarshipped: boolean;
  use_recommended: boolean;
  is_partiality: boolean;
  details: Record<string, unknown>;
  /** Units of a size this line takes from the selling doyang's stock. */
  stock: { product_size_id: number; qty: number }[];
  enrol: Enrolment | null;
};

export const NO_REFS = {
  exam_id: null,
  event_id: null,
  tournament_id: null,
  product_id: null,
  product_size_id: null,
  doyang_bundle_id: null,
  months_added: null,
  scolarshipped: false,
  use_recommended: false,
  is_partiality: false,
  details: {},
  stock: [],
  enrol: null,
} satisfies Omit<SaleLine, keyof PricedLine>;
