import { GENERAL_DIRECTION_DOYANG_ID } from './enums.ts';

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
