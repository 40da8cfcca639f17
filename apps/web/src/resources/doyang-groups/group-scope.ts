import { canSeeGeneralDirection } from '@doyang/domain';
import { type SelectedDoyang, useSelectedDoyang } from '../../layout/selected-doyang.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';

export type GroupScope = {
  /** The doyang the screen works on; null = every doyang (general direction without a selected doyang). */
  doyang: SelectedDoyang | null;
  generalDirection: boolean;
  /** Not general direction and no doyang picked on Home: back to Home (like the student list). */
  redirect: boolean;
};

/** DoyangGroupIndex works on the doyang picked on Home; general direction may also see every doyang. */
export function useGroupScope(): GroupScope {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const generalDirection = Boolean(user && canSeeGeneralDirection(user));
  return { doyang: selected, generalDirection, redirect: !user || (!generalDirection && !selected) };
}
