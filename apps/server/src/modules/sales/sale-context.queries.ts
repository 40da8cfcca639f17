import type { PosBundle, PosEvent, PosExam, PosProduct, PosSize, PosTournament, PosVariant } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fullName } from '../../db/relations.ts';
import { one } from '../../db/sql.ts';

// What pricing a note reads: the selling doyang, the buying student, and each line's record. Read under the sale's
// locks (sale-write.ts lockSale), so what is priced is what is written.

export type Seller = {
  id: number;
  name: string;
  doyang_category_id: number | null;
  monthly_fee: string | null;
  inscription_fee: string | null;
  can_sell_gp: boolean;
  can_sell_gp_tmp: boolean;
};

export const loadSeller = (db: Db, id: number) =>
  one<Seller>(
    db,
    sql`select d.id, d.name, d.doyang_category_id, coalesce(d.monthly_fee, c.monthly_fee_price)::text as monthly_fee,
        coalesce(d.inscription_fee, c.inscription_price)::text as inscription_fee, d.can_sell_gp, d.can_sell_gp_tmp
      from doyangs d left join doyang_categories c on c.id = d.doyang_category_id where d.id = ${id}`,
  );

export type Buyer = {
  id: number;
  role_id: number;
  full_name: string;
  cellphone: string | null;
  active: boolean;
  is_prospect: boolean;
  start_payments_date: string | null;
  last_covered_month: string | null;
  is_scholarshiped: boolean;
  scholarship_percentage: number | null;
  doyang_bundle_id: number | null;
  active_recommended_count: number;
  /** The person belongs to the selling doyang: its student, its staff or its responsible. */
  of_seller: boolean;
};

export const loadBuyer = (db: Db, id: number, sellerId: number) =>
  one<Buyer>(
    db,
    sql`select u.id, u.role_id, ${fullName('u')} as full_name, coalesce(u.cellphone, u.father_cellphone, u.mother_cellphone) as cellphone,
        u.active, u.is_prospect, u.start_payments_date::text, u.last_covered_month::text, u.is_scholarshiped,
        u.scholarship_percentage, u.doyang_bundle_id,
        (select count(*)::int from recommendations r join users x on x.id = r.recommended_user_id
          where r.user_id = u.id and x.active) as active_recommended_count,
        (u.doyang_id = ${sellerId}
          or exists (select 1 from doyang_personal p where p.doyang_id = ${sellerId} and p.user_id = u.id)
          or exists (select 1 from doyangs d where d.id = ${sellerId} and d.user_responsible_id = u.id)) as of_seller
      from users u where u.id = ${id}`,
  );

const EVENT_PRICES = sql`price::text, early_payment_amount::text, early_payment_student_due_date::text,
  early_payment_professor_due_date::text, payment_student_due_date::text, payment_professor_due_date::text,
  number_of_patialities, date::text`;

export const loadExam = (db: Db, id: number) =>
  one<PosExam & { id: number; date: string | null; active: boolean }>(
    db,
    sql`select id, name, active, ${EVENT_PRICES}, prepay_discount_meeting::text, prepay_discount_revision::text
      from exams where id = ${id}`,
  );

export const loadEvent = (db: Db, id: number) =>
  one<PosEvent & { id: number; date: string | null; active: boolean }>(
    db,
    sql`select id, name, active, ${EVENT_PRICES} from events where id = ${id}`,
  );

export const loadTournament = (db: Db, id: number) =>
  one<PosTournament & { id: number; date: string | null; active: boolean }>(
    db,
    sql`select id, name, active, ${EVENT_PRICES}, price_amount_two_modalities::text,
        early_payment_amount_two_modalities::text, price_companion::text, early_payment_amount_companion::text,
        optional_discount_percentage::text
      from tournaments where id = ${id}`,
  );

/** Installments of an exam, event or tournament this person already paid (receipts not cancelled). */
export async function paidPartialities(
  db: Db,
  column: 'exam_id' | 'event_id' | 'tournament_id',
  id: number,
  userId: number | null,
) {
  if (!userId) return 0;
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from payments p join receipts r on r.id = p.receipt_id
      where p.${sql.raw(column)} = ${id} and p.client_user_id = ${userId} and p.is_partiality and not p.devolution
        and not r.is_canceled`,
  );
  return row?.n ?? 0;
}

export type SizeOnSale = { product: PosProduct & { active: boolean }; variant: PosVariant; size: PosSize & { id: number } };

export async function loadSize(db: Db, sizeId: number): Promise<SizeOnSale | undefined> {
  const row = await one<{
    size_id: number;
    size_name: string;
    prize: string | null;
    variant_name: string;
    variant_price: string | null;
    product_id: number;
    product_name: string;
    product_price: string | null;
    active: boolean;
    role_prices: { role_id: number; price: string }[];
  }>(
    db,
    sql`select s.id as size_id, s.name as size_name, s.prize::text, v.name as variant_name, v.price::text as variant_price,
        p.id as product_id, p.name as product_name, p.price::text as product_price, p.active,
        coalesce((select json_agg(json_build_object('role_id', rp.role_id, 'price', rp.price::text))
          from product_role_prices rp where rp.product_id = p.id), '[]'::json) as role_prices
      from product_sizes s join product_variants v on v.id = s.product_variant_id join products p on p.id = v.product_id
      where s.id = ${sizeId}`,
  );
  if (!row) return undefined;
  return {
    product: {
      id: row.product_id,
      name: row.product_name,
      price: row.product_price,
      role_prices: row.role_prices,
      active: row.active,
    },
    variant: { name: row.variant_name, price: row.variant_price },
    size: { id: row.size_id, name: row.size_name, prize: row.prize },
  };
}

export const loadBundle = (db: Db, id: number) =>
  one<PosBundle & { doyang_category_id: number | null }>(
    db,
    sql`select id, name, price::text, for_everyone, due_date::text, bundle_type, covers_monthly_payments_qty,
        ancticipated_monthly_payments, covers_inscription, covers_insurance, doyang_category_id
      from doyang_bundles where id = ${id}`,
  );

export const loadDoyangName = (db: Db, id: number) =>
  one<{ id: number; name: string }>(db, sql`select id, name from doyangs where id = ${id}`);
