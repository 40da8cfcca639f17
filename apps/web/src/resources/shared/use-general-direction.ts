import { canSeeGeneralDirection } from '@doyang/domain';
import { useSessionUser } from '../../providers/use-session-user.ts';

/** Whether the user is in the 'can see general direction' set (spec 01 §6). */
export function useIsGeneralDirection(): boolean {
  const user = useSessionUser();
  return Boolean(user && canSeeGeneralDirection(user));
}
