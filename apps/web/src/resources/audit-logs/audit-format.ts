import type { AuditRecordAnswer } from '@doyang/domain';

const stamps = new Map<string, Intl.DateTimeFormat>();

/** When, on the product's clock (APP_TIMEZONE, the calendar of the network), as a Mexican reads it. */
export function auditWhen(at: string, timeZone: string): string {
  let stamp = stamps.get(timeZone);
  if (!stamp) {
    stamp = new Intl.DateTimeFormat('es-MX', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    stamps.set(timeZone, stamp);
  }
  return stamp.format(new Date(at));
}

/** Who: the person, and who was really acting when someone impersonated them; 'Sistema' for unattended writes. */
export const auditWho = (r: Pick<AuditRecordAnswer, 'user_name' | 'impersonator_name'>) =>
  r.impersonator_name ? `${r.user_name ?? 'Sistema'} (por ${r.impersonator_name})` : (r.user_name ?? 'Sistema');
