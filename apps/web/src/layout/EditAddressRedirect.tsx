import { Navigate, useParams } from 'react-router-dom';

/**
 * The spec's edit address of every resource, `/{resource}/{id}/edit` (spec 01 §2, 03 §2), opens the record's form at
 * the app's own `/{resource}/{id}`: bookmarks and links from other systems use the spec's.
 */
export const EditAddressRedirect = () => {
  const { resource = '', id = '' } = useParams();
  return <Navigate to={`/${encodeURIComponent(resource)}/${encodeURIComponent(id)}`} replace />;
};
