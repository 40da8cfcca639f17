import { type ReactNode, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

/**
 * Real paths (no hash) in a data router: react-admin needs one to ask before leaving a form with unsaved
 * changes (`warnWhenUnsavedChanges`, spec 02 §2 leave guard). Navigation is not a transition, as before
 * with BrowserRouter. The app's element tree is fixed, so the router is made once.
 */
export const AppRouter = ({ children }: { children: ReactNode }) => {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: children }]));
  return <RouterProvider router={router} useTransitions={false} />;
};
