import { canCreateDuty, canReadDuties, canSeeGeneralDirection } from '@doyang/domain';
import { useSearchParams } from 'react-router-dom';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';

/**
 * Which duties the screens work on (spec 02 §2): general direction all of them from Catálogos, or one doyang's from
 * 'Mi Doyang' (`?doyangId=`, the selected doyang); anyone else the selected doyang's, and without one (or without
 * read on either area) the screen goes Home.
 */
export function useDutyScope() {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const [params] = useSearchParams();
  const generalDirection = Boolean(user && canSeeGeneralDirection(user));
  const route = Number(params.get('doyangId'));
  const routeDoyangId = Number.isInteger(route) && route > 0 ? route : null;
  const doyangId = generalDirection ? routeDoyangId : (selected?.id ?? null);
  const readable = Boolean(user && canReadDuties(user));
  return {
    user,
    generalDirection,
    doyangId,
    doyangName: doyangId !== null && selected?.id === doyangId ? selected.name : null,
    canCreate: Boolean(user && canCreateDuty(user, generalDirection ? null : doyangId)),
    redirect: !user || !readable || (!generalDirection && doyangId === null),
  };
}
