import { DROP_OUT_RISK_BAND } from './attendance.ts';
import { canSeeGeneralDirection } from './permissions.ts';
import { addDays } from './students.ts';

// The goal window of Home's doyang cards (spec 01 §5, §2; issue 27): who may set a goal, and until when.

/**
 * Whether this user may set a card's goals today: the general direction always; anyone else from the bimester start
 * until `daysToModifyGoals` days after it (configuration 6), both days included. Without a bimester start (not
 * configured) only the general direction may.
 */
export function areGoalsModifiable(
  user: { role_id: number },
  today: string,
  bimesterStart: string | null,
  daysToModifyGoals: number,
): boolean {
  if (canSeeGeneralDirection(user)) return true;
  if (!bimesterStart) return false;
  return today >= bimesterStart && today <= addDays(bimesterStart, Math.max(0, daysToModifyGoals));
}

/** The last day others may set goals (shown in the refusal), null without a bimester start. */
export function goalsWindowEnd(bimesterStart: string | null, daysToModifyGoals: number): string | null {
  return bimesterStart ? addDays(bimesterStart, Math.max(0, daysToModifyGoals)) : null;
}

/** The minimum exam efficiency rounded as the card shows it: approved ÷ presented in percent, one decimal. */
export function examEfficiencyPercentage(presented: number, approved: number): number | null {
  if (presented <= 0) return null;
  return Math.round((approved * 1000) / presented) / 10;
}

/** The reason a student is at risk of dropping out, as the drill-down lists it (spec 02 §9). */
export function riskReason(consecutive: number, maxConsecutive: number, riskFrom: number): string {
  return `${consecutive} ${consecutive === 1 ? 'falta consecutiva' : 'faltas consecutivas'} (máximo ${maxConsecutive}, riesgo desde ${riskFrom})`;
}

/** The consecutive absences from which a student is at risk of dropping out: max(1, configuration 4 − 5) (spec 02 §9). */
export const dropOutRiskFrom = (maxConsecutive: number): number => Math.max(1, maxConsecutive - DROP_OUT_RISK_BAND);
