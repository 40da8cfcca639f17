// The relations the group list and form ask for (the record is the domain's DoyangGroupAnswer).

/** The list and the form read these relations. */
export const LIST_WITH = 'doyang,responsible,certifier,students_count,schedule';
export const EDIT_WITH = 'responsible,certifier,kyosas,personal';
