import { canManageRevision, canSeeGeneralDirection, hasPermission, type RosterGroupAnswer, type Subject } from '@doyang/domain';

/** What the attendance screens offer a user: the same rules the server enforces (doyang scope is the server's). */
export type AttendanceRights = {
  /** F/R/A, clear and meeting ticks: 'Asistencias' update. */
  mark: boolean;
  /** 'Día sin clase': 'Asistencias' or 'Doyang Grupos' create; taking it back: delete. */
  noClassDay: boolean;
  removeNoClassDay: boolean;
  /** Adding students and kyosas: 'Doyang Grupos' update ('Grupos de Selectivo' for a selective group). */
  editPeople: boolean;
  /** Activating and assigning a revision: general direction, 'Doyang Grupos' update or the group's own staff. */
  manageRevision: boolean;
  /** '(DG) Todo cubierto y a tiempo'. */
  approveRevision: boolean;
};

export function attendanceRights(user: Subject | null, group: RosterGroupAnswer): AttendanceRights {
  if (!user) {
    return {
      mark: false,
      noClassDay: false,
      removeNoClassDay: false,
      editPeople: false,
      manageRevision: false,
      approveRevision: false,
    };
  }
  const p = user.permissions;
  return {
    mark: hasPermission(p, 'Asistencias', 'update'),
    noClassDay: hasPermission(p, 'Asistencias,Doyang Grupos', 'create'),
    removeNoClassDay: hasPermission(p, 'Asistencias,Doyang Grupos', 'delete'),
    editPeople: hasPermission(p, group.is_selective_group ? 'Grupos de Selectivo' : 'Doyang Grupos', 'update'),
    manageRevision: canManageRevision(user, {
      doyang_id: group.doyang_id,
      user_responsible_id: group.user_responsible_id,
      user_certifier_id: group.user_certifier_id,
      kyosa_ids: group.kyosa_ids,
    }),
    approveRevision: canSeeGeneralDirection(user),
  };
}
