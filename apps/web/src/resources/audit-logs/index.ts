import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /audit_logs: the change history (general direction). */
export const auditLogs: ResourceProps = {
  name: 'audit_logs',
  ...lazyResource({ list: lazyNamed(() => import('./AuditLogList.tsx'), 'AuditLogList') }),
};
