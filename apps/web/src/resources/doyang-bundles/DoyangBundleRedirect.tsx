import { Navigate } from 'react-router-dom';

/** /doyang_bundles has no list of its own: bundles live in their category's form. */
export const DoyangBundleRedirect = () => <Navigate to="/doyang_categories" replace />;
