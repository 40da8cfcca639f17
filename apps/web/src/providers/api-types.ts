/** Answer shapes of the API calls the shell and Home use (the contract in DESIGN.md §4 and spec 01 §7). */
export type FrontPageDoyang = {
  id: number;
  name: string;
  doyang_type_id: number;
  opening_date: string | null;
  active: boolean;
  students_count: number;
  responsible: { id: number; full_name_honorific: string } | null;
  /** This bimester's duties, only for users who read duties. */
  duties_checked?: number;
  duties_unchecked?: number;
};

/** GET /api/time: the instant, the product's calendar day and its zone (APP_TIMEZONE). */
export type ServerTime = { now: string; today: string; time_zone: string };

/** A person offered in a selector (GET /api/users?role_id=…&active=1). */
export type UserOption = { id: number; full_name_honorific: string; role_id?: number };

/** 'Multinivel Profesores' scheme (GET /api/doyang_surrogations?with=tiers), read-only here. */
export type SurrogationTier = {
  id: number;
  kind: string;
  min_inscriptions: number;
  max_inscriptions: number;
  percentage: string;
};
export type DoyangSurrogation = { id: number; name: string; tiers?: SurrogationTier[] };

/** Staff of a doyang ('personal' of GET /api/doyangs/{id}). */
export type DoyangPersonal = { id: number; full_name_honorific: string; role_id: number; doyang_surrogation_id: number | null };

/** GET /api/doyangs/{id}. */
export type DoyangRecord = {
  id: number;
  name: string;
  doyang_type_id: number;
  doyang_category_id: number | null;
  active: boolean;
  responsible: UserOption | null;
  certifier: UserOption | null;
  personal: DoyangPersonal[];
  surrogated_doyangs: { id: number; name: string }[];
};

export type ProductOption = { id: number; name: string; price: string };

/** A product inside a bundle (form value; the record also carries `product`). */
export type BundleItem = { product_id: number; qty: number; is_monthly_payment?: boolean; product?: ProductOption };

/** GET /api/doyang_category_requisites?doyang_category_id=…&with=doyangs. */
export type CategoryRequisite = { id: number; name: string; active: boolean; doyang_category_id: number; doyangs: number[] };

/** A doyang in a plain list (GET /api/doyangs?doyang_category_id=…). */
export type DoyangSummary = { id: number; name: string; doyang_type_id: number; active: boolean };

/** GET /api/genealogy: the general director at the root, teacher → student below. */
export type GenealogyNode = {
  id: number;
  full_name: string;
  degree?: string | { name: string } | null;
  children?: GenealogyNode[];
};
