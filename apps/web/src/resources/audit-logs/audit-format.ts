import { APP_TIME_ZONE, type AuditRecord } from '@doyang/domain';

const stamp = new Intl.DateTimeFormat('es-MX', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** When, on Mexico City's clock (the product's calendar), as a Mexican reads it. */
export const auditWhen = (at: string) => stamp.format(new Date(at));

/** Who: the person, and who was really acting when someone impersonated them; 'Sistema' for unattended writes. */
export const auditWho = (r: Pick<AuditRecord, 'user_name' | 'impersonator_name'>) =>
  r.impersonator_name ? `${r.user_name ?? 'Sistema'} (por ${r.impersonator_name})` : (r.user_name ?? 'Sistema');
