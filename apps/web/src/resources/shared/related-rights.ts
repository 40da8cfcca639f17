import type { SessionUserAnswer } from '@doyang/domain';
import { canAccessResource } from '../../providers/resource-areas.ts';
import { useSessionUser } from '../../providers/use-session-user.ts';
import type { RelatedGate, RelatedRights } from './related-types.ts';

/** The buttons a user gets: a panel's own rule as it is, or the resource's area flags as the server checks them. */
export function relatedRights(user: SessionUserAnswer | null, gate: RelatedGate): RelatedRights {
  if (!('resource' in gate)) return gate;
  const can = (action: string) => Boolean(user && canAccessResource(user.permissions, gate.resource, action));
  return { add: can(gate.add ?? 'create'), edit: can(gate.edit ?? 'edit'), remove: can(gate.remove ?? 'delete') };
}

export const useRelatedRights = (gate: RelatedGate): RelatedRights => relatedRights(useSessionUser(), gate);
