import type { AttendanceType } from '@doyang/domain';

// Types of the attendance screens beside the answers (those are the domain's, e.g. RosterAnswer): what a click sends.

export type MeetingFlag = 'is_student' | 'is_mother' | 'is_father' | 'is_representative';

/** What one click changes: the type (null clears it) and/or one meeting tick. */
export type MarkChange = { type?: AttendanceType | null } & Partial<Record<MeetingFlag, boolean>>;

/** A student offered by the add-student selector (GET /api/users). */
export type StudentOption = {
  id: number;
  full_name: string;
  doyang_group_id: number | null;
  degree?: { name: string } | null;
};
