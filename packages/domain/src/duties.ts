import { GENERAL_DIRECTION_DOYANG_ID } from './enums.ts';
import { sameValue } from './people.ts';
import type { PermissionArea } from './permission-areas.ts';
import { canAccessDoyang, canSeeGeneralDirection, hasPermission, type Subject } from './permissions.ts';

// Bimonthly duties (Tareas Bimestrales, spec 01 §2, spec 02 §4, §6).

export type DutyFlags = {
  doyang_id: number | null;
  to_doyang: boolean;
  to_general_direction: boolean;
  super_important: boolean;
};

/** Only general direction sets these (spec 02 §6: 'Para doyangs', 'Máxima importancia', 'Para dirección general'). */
export const GENERAL_DIRECTION_DUTY_FLAGS = ['to_doyang', 'super_important', 'to_general_direction'] as const;

export function setsGeneralDirectionFlag(body: Partial<Record<(typeof GENERAL_DIRECTION_DUTY_FLAGS)[number], unknown>>): boolean {
  return GENERAL_DIRECTION_DUTY_FLAGS.some((f) => body[f] === true);
}

/** 'Para doyangs' and 'Para dirección general' exclude each other: such a duty would show in no doyang's list. */
export const hasTwoAudiences = (d: Partial<Pick<DutyFlags, 'to_doyang' | 'to_general_direction'>>) =>
  d.to_doyang === true && d.to_general_direction === true;

/** A doyang's own duty: created by or for that doyang, not sent by general direction. */
export const isOwnDuty = (d: DutyFlags, doyangId: number) => d.doyang_id === doyangId && !d.to_doyang && !d.to_general_direction;

/** Whether a doyang may see and tick this duty: sent to every doyang, its own, or (for the general direction) addressed to it. */
export function dutyConcerns(d: DutyFlags, doyangId: number): boolean {
  const gd = doyangId === GENERAL_DIRECTION_DOYANG_ID;
  if (d.to_doyang && !gd) return true;
  if (d.to_general_direction && gd) return true;
  return isOwnDuty(d, doyangId);
}

export type HomeDuty = DutyFlags & { checked: boolean };
export type HomeDutyLists<T extends HomeDuty> = {
  /** Duties addressed to the general direction (general direction only). */
  general_direction: T[];
  /** 'Doyang pendientes' and 'Hechas': duties general direction sent to every doyang. */
  pending: T[];
  done: T[];
  /** 'Mis tareas' and 'Mis tareas hechas': the doyang's own duties. */
  mine: T[];
  mine_done: T[];
};

/**
 * The five lists of the Home column for one doyang. `checked` is done by that doyang; for the
 * general-direction list it must be done by the general direction (the caller computes it so).
 */
export function homeDutyLists<T extends HomeDuty>(
  rows: readonly (T & { checked_by_general_direction?: boolean })[],
  doyangId: number,
  isGeneralDirection: boolean,
): HomeDutyLists<T> {
  const lists: HomeDutyLists<T> = { general_direction: [], pending: [], done: [], mine: [], mine_done: [] };
  for (const d of rows) {
    if (d.to_general_direction) {
      if (isGeneralDirection) lists.general_direction.push({ ...d, checked: d.checked_by_general_direction ?? d.checked });
    } else if (d.to_doyang) {
      if (doyangId !== GENERAL_DIRECTION_DOYANG_ID) (d.checked ? lists.done : lists.pending).push(d);
    } else if (d.doyang_id === doyangId) {
      (d.checked ? lists.mine_done : lists.mine).push(d);
    }
  }
  return lists;
}

/** The fields whose change clears every done mark (spec 02 §4: doyangs that had it done lose that mark). */
export const DUTY_CONTENT_FIELDS = [
  'name',
  'due_date',
  'doyang_id',
  'to_doyang',
  'to_general_direction',
  'super_important',
] as const;
type DutyContent = Record<(typeof DUTY_CONTENT_FIELDS)[number], unknown>;

/** Whether an edit (only the keys it sends) changes the duty's content, compared as stored. */
export function dutyContentChanged(before: Partial<DutyContent>, edit: Partial<DutyContent>): boolean {
  return DUTY_CONTENT_FIELDS.some((k) => k in edit && !sameValue(before[k], edit[k]));
}

/** Reading duties (the list and the Home column): either area with read. */
export const DUTY_READERS: readonly PermissionArea[] = ['Tareas bimestrales', 'Doyang Tareas Bimestrales'];
type DutyAction = 'create' | 'update' | 'delete';

/** The general direction's catalogue ('Tareas bimestrales' with the action): every duty, every option. */
export const dutyGeneralDirectionLevel = (user: Subject, action: DutyAction) =>
  canSeeGeneralDirection(user) && hasPermission(user.permissions, 'Tareas bimestrales', action);

export const canReadDuties = (user: Subject) => hasPermission(user.permissions, DUTY_READERS, 'read');

/**
 * Whether a user may create a duty: general direction with 'Tareas bimestrales' create (any kind), or
 * 'Doyang Tareas Bimestrales' create for a doyang in reach (that doyang's own duty, no options).
 */
export function canCreateDuty(user: Subject, doyangId: number | null): boolean {
  if (dutyGeneralDirectionLevel(user, 'create')) return true;
  return (
    doyangId !== null && hasPermission(user.permissions, 'Doyang Tareas Bimestrales', 'create') && canAccessDoyang(user, doyangId)
  );
}

/** Whether a user may edit or delete this duty: general direction any; others only their doyang's own duties. */
export function canWriteDuty(user: Subject, duty: DutyFlags, action: Exclude<DutyAction, 'create'>): boolean {
  if (dutyGeneralDirectionLevel(user, action)) return true;
  if (!hasPermission(user.permissions, 'Doyang Tareas Bimestrales', action)) return false;
  return duty.doyang_id !== null && isOwnDuty(duty, duty.doyang_id) && canAccessDoyang(user, duty.doyang_id);
}

/** Whether a user may tick (or untick) this duty done for a doyang: update on either area, scope, and a duty that concerns it. */
export function canToggleDuty(user: Subject, duty: DutyFlags, doyangId: number): boolean {
  return (
    hasPermission(user.permissions, DUTY_READERS, 'update') && canAccessDoyang(user, doyangId) && dutyConcerns(duty, doyangId)
  );
}
