import type { AuditRecordAnswer } from '@doyang/domain';

/** Who: the person, and who was really acting when someone impersonated them; 'Sistema' for unattended writes. */
export const auditWho = (r: Pick<AuditRecordAnswer, 'user_name' | 'impersonator_name'>) =>
  r.impersonator_name ? `${r.user_name ?? 'Sistema'} (por ${r.impersonator_name})` : (r.user_name ?? 'Sistema');
