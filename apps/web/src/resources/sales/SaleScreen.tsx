import { GENERAL_DIRECTION_DOYANG_ID } from '@doyang/domain';
import { Navigate } from 'react-router-dom';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useIsGeneralDirection } from '../shared/use-general-direction.ts';
import { SaleNote } from './SaleNote.tsx';

/**
 * VENTAS (/payments/create, spec 03 §2): sells from the selected doyang; without one it goes Home unless the user may
 * see general direction, who then sells from the general direction's doyang (spec 03 §6).
 */
export const SaleScreen = () => {
  const gd = useIsGeneralDirection();
  const { selected } = useSelectedDoyang();
  if (!selected && !gd) return <Navigate to="/" replace />;
  const doyangId = selected?.id ?? GENERAL_DIRECTION_DOYANG_ID;
  return <SaleNote key={doyangId} doyangId={doyangId} doyangName={selected?.name ?? 'DIRECCIÓN GENERAL'} generalDirection={gd} />;
};
