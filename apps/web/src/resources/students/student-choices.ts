import { BLOOD_TYPES, CIVIL_STATES, hourMinute, SEXES } from '@doyang/domain';

export const SEX_CHOICES = Object.entries(SEXES).map(([id, name]) => ({ id: Number(id), name }));
export const CIVIL_STATE_CHOICES = CIVIL_STATES.map((s) => ({ id: s, name: s }));
/** Spec 02 §5: 'No especificado' is sent as null (the select's empty choice). */
export const BLOOD_TYPE_CHOICES = Object.entries(BLOOD_TYPES).map(([id, name]) => ({ id: Number(id), name }));
export const NOT_SPECIFIED = 'No especificado';

const DAYS = ['L', 'MA', 'MI', 'J', 'V', 'S', 'D'];

export type GroupOption = {
  id: number;
  name: string;
  begins_at: string | null;
  ends_at: string | null;
  json_week?: boolean[] | null;
  is_selective_group?: boolean;
};

/** 'INFANTIL A · 16:00–17:00 L, MI, V' (weekdays monday 0 … sunday 6). */
export function groupLabel(g: GroupOption): string {
  const days = (g.json_week ?? []).flatMap((on, i) => (on ? [DAYS[i]] : [])).join(', ');
  const hours = g.begins_at ? `${hourMinute(g.begins_at)}–${hourMinute(g.ends_at)}` : '';
  return [g.name, [hours, days].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
}
