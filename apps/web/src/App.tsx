import { CssBaseline, createTheme, ThemeProvider } from '@mui/material';
import { Suspense } from 'react';
import { AppRouter } from './AppRouter.tsx';
import { lazyNamed } from './lazy.ts';
import { LoginPage } from './screens/login/LoginPage.tsx';
import { theme } from './theme.ts';

// The login is the first screen a school meets (issue 24): it loads alone, the back-office (react-admin, its
// resources and the domain's schemas) only once there is a session to use it with.
const BackOffice = lazyNamed(() => import('./BackOffice.tsx'), 'BackOffice');
const LivePage = lazyNamed(() => import('./screens/live/LivePage.tsx'), 'LivePage');

const loginTheme = createTheme(theme);

/** Public pages: no session, no back-office shell (the venue's TV opens the live view without login). */
const OUTSIDE = [
  {
    path: '/login',
    element: (
      <ThemeProvider theme={loginTheme}>
        <CssBaseline />
        <LoginPage />
      </ThemeProvider>
    ),
  },
  {
    path: '/live/tournaments/:id',
    element: (
      <Suspense fallback={null}>
        <LivePage />
      </Suspense>
    ),
  },
];

/** The public pages and the login, then the back-office for every other address. */
export const App = () => (
  <AppRouter outside={OUTSIDE}>
    <Suspense fallback={null}>
      <BackOffice />
    </Suspense>
  </AppRouter>
);
