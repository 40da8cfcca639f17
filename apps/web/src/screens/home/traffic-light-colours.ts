import {
  canAccessDoyang,
  canSeeGeneralDirection,
  hasPermission,
  isGeneralDirectionDoyang,
  type ReadinessColour,
  type Subject,
} from '@doyang/domain';

/** How each colour is painted (the dot, the chip) and named. */
export const LIGHT_STYLE: Record<ReadinessColour, { color: string; text: string; label: string }> = {
  verde: { color: '#2e7d32', text: '#fff', label: 'Verde' },
  amarillo: { color: '#f9a825', text: '#000', label: 'Amarillo' },
  rojo: { color: '#c62828', text: '#fff', label: 'Rojo' },
  negro: { color: '#212121', text: '#fff', label: 'Negro' },
};

/** The server's rule (traffic-light.routes.ts): 'Examen' or 'Doyang Examen' read, and the doyang; 23 is the network. */
export function canReadLight(user: Subject | null, doyangId: number): boolean {
  if (!user || !hasPermission(user.permissions, ['Examen', 'Doyang Examen'], 'read')) return false;
  return isGeneralDirectionDoyang(doyangId) ? canSeeGeneralDirection(user) : canAccessDoyang(user, doyangId);
}
