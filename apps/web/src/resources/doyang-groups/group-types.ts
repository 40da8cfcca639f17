/** A person on a group (responsible, certifier, kyosa) as GET /api/doyang_groups answers them. */
export type GroupPerson = {
  id: number;
  full_name: string;
  full_name_honorific: string;
  role_id: number;
  cellphone: string | null;
};

/** GET /api/doyang_groups?with=… (DoyangGroupIndex, SelectiveGroupIndex and the form). */
export type GroupRecord = {
  id: number;
  name: string;
  doyang_id: number;
  user_responsible_id: number;
  user_certifier_id: number | null;
  begins_at: string;
  ends_at: string;
  json_week: boolean[];
  is_selective_group: boolean;
  doyang?: { id: number; name: string } | null;
  responsible?: GroupPerson | null;
  certifier?: GroupPerson | null;
  kyosas?: GroupPerson[];
  personal?: GroupPerson[];
  students_count?: number;
  schedule?: string;
  week_summary?: string;
};

/** The list and the form read these relations. */
export const LIST_WITH = 'doyang,responsible,certifier,students_count,schedule';
export const EDIT_WITH = 'responsible,certifier,kyosas,personal';
