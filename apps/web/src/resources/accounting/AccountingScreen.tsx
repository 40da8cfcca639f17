import { hasPermission } from '@doyang/domain';
import { Navigate } from 'react-router-dom';
import { AccessDeniedPage } from '../../layout/Refusal.tsx';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { AccountingIndex } from './AccountingIndex.tsx';

/**
 * INGRESOS (/payments, PaymentIndex, spec 03 §2 Accounting): the selected doyang's books; without a selected doyang it
 * goes Home unless the user may see general direction, who then reads the whole network (or the doyang they choose).
 */
export const AccountingScreen = () => {
  const gd = useIsGeneralDirection();
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  if (!selected && !gd) return <Navigate to="/" replace />;
  if (user && !hasPermission(user.permissions, 'Contabilidad')) return <AccessDeniedPage />;
  return <AccountingIndex key={selected?.id ?? 0} selected={selected} generalDirection={gd} />;
};
