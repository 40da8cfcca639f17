import { canCreateDuty, canReadDuties, canSeeGeneralDirection } from '@doyang/domain';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';

/**
 * Which duties the screens work on (spec 02 §2): general direction all of them; anyone else the selected
 * doyang's, and without one (or without read on either area) the screen goes Home.
 */
export function useDutyScope() {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const generalDirection = Boolean(user && canSeeGeneralDirection(user));
  const doyangId = generalDirection ? null : (selected?.id ?? null);
  const readable = Boolean(user && canReadDuties(user));
  return {
    user,
    generalDirection,
    doyangId,
    doyangName: generalDirection ? null : (selected?.name ?? null),
    canCreate: Boolean(user && canCreateDuty(user, generalDirection ? null : doyangId)),
    redirect: !user || !readable || (!generalDirection && doyangId === null),
  };
}
