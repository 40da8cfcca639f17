import type { AttendanceType, MarkKind } from '@doyang/domain';

// Answer shapes of the attendance calls (GET /api/doyang_groups/{id}/roster and the mark PUT), as the server sends them.

export type MeetingFlag = 'is_student' | 'is_mother' | 'is_father' | 'is_representative';

export type Mark = { id: number; type: AttendanceType } & Record<MeetingFlag, boolean>;

export type RevisionItem = {
  id: number;
  checked: boolean;
  date?: string | null;
  second_date?: string | null;
  comment?: string | null;
};

export type RevisionResultRow = {
  result: number;
  requirement_products: RevisionItem[];
  requirement_other: RevisionItem[];
  assigned_at: string | null;
  approved_by: number | null;
  approved_at: string | null;
};

export type RosterRow = {
  id: number;
  full_name: string;
  full_name_honorific: string;
  degree: { id: number; name: string; order: number } | null;
  age: number | null;
  is_scholarshiped: boolean;
  membership: 'main' | 'extra' | 'kyosa' | null;
  assistance: Mark | null;
  bimester_abscenses: number;
  bimester_assistances: number;
  bimester_delays: number;
  consecutive_absences: number;
  status: string | null;
  bimester_scholarship_risk: boolean;
  highlight: boolean;
  revision_result: RevisionResultRow | null;
};

export type RosterGroup = {
  id: number;
  name: string;
  doyang_id: number;
  doyang_name: string;
  is_selective_group: boolean;
  json_week: boolean[];
  begins_at: string | null;
  ends_at: string | null;
  user_responsible_id: number | null;
  user_certifier_id: number | null;
  kyosa_ids: number[];
};

export type RosterCounts = { attended: number; late: number; absent: number; unmarked: number };

export type Holiday = { id: number; name: string; start_date: string; end_date: string; doyang_group_id: number | null };

export type Meeting = { id: number; name: string; date: string; unique_assistance: boolean; is_general_meeting: boolean };

export type Revision = { id: number; name: string; active: boolean };

export type RosterPage = {
  group: RosterGroup;
  date: string;
  kind: MarkKind;
  window: { min_date: string | null; max_date: string };
  bimester: { start_date: string; end_date: string };
  holiday: Holiday | null;
  meeting: Meeting | null;
  revision: Revision | null;
  revision_season: { start_date: string | null; end_date: string | null; open: boolean };
  counts: RosterCounts;
  data: RosterRow[];
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
};

/** What one click changes: the type (null clears it) and/or one meeting tick. */
export type MarkChange = { type?: AttendanceType | null } & Partial<Record<MeetingFlag, boolean>>;

export type MarkAnswer = { assistance: Mark | null; person: RosterRow | null };

/** GET /api/revisions?doyang_group_id. */
export type RevisionSummary = Revision & { doyang_group_id: number; complete_count: number; incomplete_count: number };

export type RequirementItems = {
  id: number;
  name: string;
  products: { id: number; name: string }[];
  other_exam_requisites: { id: number; name: string }[];
};

/** GET /api/revisions/{id}/requirement?user_id. */
export type StudentRequirement = {
  requirement: RequirementItems | null;
  result: (RevisionResultRow & { user_id: number; revision_id: number }) | null;
};

/** A student offered by the add-student selector (GET /api/users). */
export type StudentOption = {
  id: number;
  full_name: string;
  doyang_group_id: number | null;
  degree?: { name: string } | null;
};

/** A staff member offered as kyosa (the doyang's personal and responsible). */
