/** A bimonthly duty as GET /api/monthly_duties answers it (spec 02 §3; `checked` is the asked doyang's mark). */
export type DutyRecord = {
  id: number;
  name: string;
  doyang_id: number | null;
  due_date: string;
  parsed_due_date: string;
  to_doyang: boolean;
  to_general_direction: boolean;
  super_important: boolean;
  checked: boolean | null;
  doyang: { id: number; name: string } | null;
  doyangs_done?: { id: number; name: string; done_at: string }[];
  doyangs_not_done?: { id: number; name: string }[];
};

/** GET /api/monthly_duties/home: the five lists of the Home column for one doyang. */
export type HomeDuties = {
  doyang_id: number;
  general_direction: DutyRecord[];
  pending: DutyRecord[];
  done: DutyRecord[];
  mine: DutyRecord[];
  mine_done: DutyRecord[];
};
