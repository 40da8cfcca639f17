import { buffer } from 'node:stream/consumers';
import { formatDayMonYear } from '@doyang/domain';
import { sql } from 'drizzle-orm';
import { STYLES, titleBlock } from '../../reports/pdf/exam-header.ts';
import { pdfStream } from '../../reports/pdf.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { newStorageKey } from '../../storage/storage-keys.ts';
import type { Db } from '../client.ts';
import { rows } from '../sql.ts';

// Seguros as a network has it in November (issue 26): of the students whose insurance is paid (demo-sales), some were
// sent to the insurer early in the year and most of those came back insured with a number; the rest wait in
// Asegurables. In each school one or two students without insurance signed a rejection letter, kept as a PDF stored
// through the file storage like any upload.

/** The letter a tutor signs when they decline the school's insurance. */
async function rejectionLetter(fullName: string, doyang: string, day: string): Promise<Buffer> {
  return buffer(
    await pdfStream({
      styles: STYLES,
      info: { title: `Carta de rechazo del seguro de ${fullName}` },
      content: [
        ...titleBlock('CARTA DE RECHAZO DEL SEGURO DEPORTIVO', doyang, formatDayMonYear(day)),
        {
          text: `Por medio de la presente manifiesto que ${fullName} no contratará el seguro deportivo anual que ofrece la escuela, por contar con un seguro médico propio. Libero a la escuela de cualquier responsabilidad por gastos médicos derivados de la práctica del taekwondo.`,
          margin: [0, 12, 0, 30],
        },
        { text: '______________________________', alignment: 'center' },
        { text: 'Firma del alumno o de su tutor', alignment: 'center' },
      ],
    }),
  );
}

export async function seedInsurances(db: Db, storage: FileStorage, today: string): Promise<void> {
  // In each school, its paid students in a fixed shuffled order take turns: insured, sent, waiting, insured, waiting
  // (so a school of three already shows every state). Sent between mid-January and yesterday; insured a week later.
  await db.execute(sql`with ranked as (
      select u.id, row_number() over (partition by u.doyang_id order by abs(hashtext('envio' || u.id)), u.id)::int % 5 as turn
      from users u
      where u.role_id = 10 and u.active and not u.is_prospect and u.insurance_end_date >= ${today}::date
    )
    update users u set
      insurance_sent_date = least(${today}::date - 8,
        greatest(date_trunc('year', ${today}::date)::date + 14 + abs(hashtext('envio' || u.id)) % 200, u.enrollment_date)),
      insurance_date = case when r.turn in (1, 4) then least(${today}::date - 1,
        greatest(date_trunc('year', ${today}::date)::date + 21 + abs(hashtext('envio' || u.id)) % 200, u.enrollment_date + 7)) end,
      insurance_number = case when r.turn in (1, 4)
        then 'MDK-' || extract(year from ${today}::date)::int || '-' || lpad(u.id::text, 6, '0') end
    from ranked r
    where r.id = u.id and r.turn in (1, 2, 4)`);

  // One student without insurance per school (two at MDK ORIENTE IZTAPALAPA) rejected it, with the signed letter;
  // a school keeps two in No asegurables when it can.
  const rejecting = await rows<{ id: number; full_name: string; doyang: string; n: number; doyang_id: number }>(
    db,
    sql`select id, full_name, doyang, n, doyang_id from (
        select u.id, concat_ws(' ', u.name, u.last_name, u.second_last_name) as full_name, d.name as doyang, d.id as doyang_id,
          row_number() over (partition by u.doyang_id order by abs(hashtext('rechazo' || u.id)), u.id)::int as n,
          count(*) over (partition by u.doyang_id)::int as unpaid
        from users u join doyangs d on d.id = u.doyang_id
        where u.role_id = 10 and u.active and not u.is_prospect and u.insurance_end_date is null and d.active
      ) x where n <= least(case when doyang = 'MDK ORIENTE IZTAPALAPA' then 2 else 1 end, greatest(1, unpaid - 2))
      order by doyang_id, n`,
  );
  for (const [i, person] of rejecting.entries()) {
    const daysBack = 5 + ((person.id * 7 + i) % 90);
    const day = new Date(Date.parse(`${today}T17:00:00Z`) - daysBack * 86_400_000);
    const key = newStorageKey('insurance-rejections', 'pdf');
    await storage.put(
      key,
      await rejectionLetter(person.full_name, person.doyang, day.toISOString().slice(0, 10)),
      'application/pdf',
    );
    await db.execute(sql`update users set is_rejected_insurance = true, is_rejected_insurance_file = true,
        rejected_insurance_file = ${key}, rejected_insurance_at = ${day.toISOString()}::timestamptz
      where id = ${person.id}`);
  }
}
