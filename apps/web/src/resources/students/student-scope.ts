import { canSeeGeneralDirection } from '@doyang/domain';
import { useSearchParams } from 'react-router-dom';
import { useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';

/**
 * Which students a screen works on. General direction: every doyang (`?generalDirection=true`) or the
 * doyang in the route (`?doyangId=N`). Anyone else: their selected doyang; without one the screen
 * redirects to Home (spec 02 §6).
 */
export function useStudentScope() {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const [params] = useSearchParams();
  const generalDirection = Boolean(user && canSeeGeneralDirection(user));
  const routeDoyang = Number(params.get('doyangId'));
  const routeDoyangId = Number.isInteger(routeDoyang) && routeDoyang > 0 ? routeDoyang : null;
  if (generalDirection) return { generalDirection, doyangId: routeDoyangId, selected, redirect: false };
  const doyangId = selected ? (routeDoyangId ?? selected.id) : null;
  return { generalDirection, doyangId, selected, redirect: doyangId === null };
}

let lastIndexPath: string | null = null;

/** The list the user came from (saving a student goes back to it, spec 02 §2: StudentEdit → StudentIndex). */
export const rememberStudentIndex = (path: string) => {
  lastIndexPath = path;
};

export function studentIndexPath(generalDirection: boolean, doyangId: number | null | undefined): string {
  if (lastIndexPath) return lastIndexPath;
  if (generalDirection && !doyangId) return '/students?generalDirection=true';
  return `/students?doyangId=${doyangId ?? ''}`;
}
