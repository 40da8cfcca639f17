import { type ReactNode, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';

/**
 * Real paths (no hash) in a data router: react-admin needs one to ask before leaving a form with unsaved
 * changes (`warnWhenUnsavedChanges`, spec 02 §2 leave guard). Navigation is not a transition, as before
 * with BrowserRouter. The app's element tree is fixed, so the router is made once. `outside`: pages that live outside
 * react-admin (no layout, no login), matched before it.
 */
export const AppRouter = ({ children, outside = [] }: { children: ReactNode; outside?: RouteObject[] }) => {
  const [router] = useState(() => createBrowserRouter([...outside, { path: '*', element: children }]));
  return <RouterProvider router={router} useTransitions={false} />;
};
