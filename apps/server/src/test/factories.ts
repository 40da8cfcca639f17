// Rows a test makes for itself instead of leaning on the demo network: see docs/decisions.md,
// "Tests: factories and fixtures".

export { eventForm, makeSeason } from './factories/events.ts';
export {
  degreeNamed,
  makeStaff,
  makeStudent,
  makeUser,
  ROLE_IDS,
  type RoleName,
  type StaffOptions,
  type StudentOptions,
  type UserOptions,
  type UserRow,
} from './factories/people.ts';
export {
  type DoyangOptions,
  type DoyangRow,
  type GroupOptions,
  type GroupRow,
  makeDoyang,
  makeGroup,
  makeHoliday,
  makeWeekOfGroups,
} from './factories/schools.ts';
export { nextNumber, type Ref } from './factories/unique.ts';
