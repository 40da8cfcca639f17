import { Navigate, useParams } from 'react-router-dom';

/** /doyang_groups/{id}/attendances (DoyangGroupAttendance) is the group's attendance screen, add_people. */
export const AttendancesRedirect = () => {
  const { id = '' } = useParams();
  return <Navigate to={`/doyang_groups/${encodeURIComponent(id)}/add_people`} replace />;
};
