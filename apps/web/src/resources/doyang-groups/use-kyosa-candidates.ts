import { canSeeGeneralDirection, type GroupPersonAnswer, hasPermission, ROLES } from '@doyang/domain';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../providers/use-api.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import { doyangsApi } from '../doyangs/doyangs-api.ts';
import { useListAll } from '../shared/use-list-all.ts';

export type Candidate = Pick<GroupPersonAnswer, 'id' | 'full_name_honorific'> & { role_id?: number | null };

/** Every staff role: general direction may make any active staff member a kyosa (the server allows it). */
const STAFF_QUERY = {
  role_id: Object.values(ROLES)
    .filter((r) => r !== ROLES.ALUMNO)
    .join(','),
  active: 1,
};

/** Who may assist a group: the doyang's staff (responsible and personal); for general direction, all active staff. */
export function useKyosaCandidates(doyangId: number, taken: number[]): { options: Candidate[]; loading: boolean } {
  const user = useSessionUser();
  const doyangs = useApi(doyangsApi);
  const network = Boolean(user && canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Usuarios', 'read'));
  const staff = useListAll<Candidate>('users', STAFF_QUERY, network);
  const doyang = useQuery({
    queryKey: ['doyang-staff', doyangId],
    enabled: !network,
    queryFn: async () => {
      const data = await doyangs.get(doyangId, { with: 'personal,responsible' });
      return [...(data.responsible ? [data.responsible] : []), ...data.personal.filter((p) => p.id !== data.responsible?.id)];
    },
  });
  const all = network ? (staff.data ?? []) : (doyang.data ?? []);
  return { options: all.filter((p) => !taken.includes(p.id)), loading: network ? staff.isPending : doyang.isPending };
}
