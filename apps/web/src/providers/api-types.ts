/** Answer shapes of the catalogue calls the doyang screens use (the contract in DESIGN.md §4). */

/** 'Multinivel Profesores' scheme (GET /api/doyang_surrogations?with=tiers), read-only here. */
export type SurrogationTier = {
  id: number;
  kind: string;
  min_inscriptions: number;
  max_inscriptions: number;
  percentage: string;
};
export type DoyangSurrogation = { id: number; name: string; tiers?: SurrogationTier[] };

export type ProductOption = { id: number; name: string; price: string };

/** A product inside a bundle (form value; the record also carries `product`). */
export type BundleItem = { product_id: number; qty: number; is_monthly_payment?: boolean; product?: ProductOption };

/** GET /api/doyang_category_requisites?doyang_category_id=…&with=doyangs. */
export type CategoryRequisite = { id: number; name: string; active: boolean; doyang_category_id: number; doyangs: number[] };
