/** Answer shapes of the API calls the shell and Home use (the contract in DESIGN.md §4 and spec 01 §7). */
export type FrontPageDoyang = {
  id: number;
  name: string;
  doyang_type_id: number;
  opening_date: string | null;
  active: boolean;
  students_count: number;
  responsible: { id: number; full_name_honorific: string } | null;
};

export type ServerTime = { now: string; today: string };

export type PasswordChange = { oldPassword: string; password: string };
