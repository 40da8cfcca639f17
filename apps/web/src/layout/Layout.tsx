import { Box, Divider, Drawer, Toolbar, useMediaQuery } from '@mui/material';
import { createElement, type ReactNode, Suspense, useEffect, useState } from 'react';
import { Loading } from 'react-admin';
import { lazyNamed } from '../lazy.ts';
import { AppBar } from './AppBar.tsx';
import { DrawerHeader } from './DrawerHeader.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { GlobalLoading } from './GlobalLoading.tsx';
import { Menu } from './Menu.tsx';

// The pickers' localization (dayjs and its adapter) stays out of the login page's chunk: it starts loading with the
// app, so the first screen does not wait for it. A lazy screen takes no props, hence createElement for its children.
const DatesLocalization = lazyNamed(() => import('./DatesLocalization.tsx'), 'DatesLocalization');
DatesLocalization.preload().catch(() => undefined);

export const DRAWER_WIDTH = 260;
/** Spec 01 §9: the drawer starts closed at 800 px or narrower. */
export const NARROW_QUERY = '(max-width:800px)';

/** Shell: app bar, side drawer (persistent on wide screens, overlay when narrow) and the screen. */
export const Layout = ({ children }: { children: ReactNode }) => {
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  // One state per mode: a narrow screen's first render is already closed (a temporary drawer rendered open for one
  // frame left its backdrop's aria-hidden on the page when the window shrank).
  const [wideOpen, setWideOpen] = useState(true);
  const [narrowOpen, setNarrowOpen] = useState(false);
  const open = narrow ? narrowOpen : wideOpen;
  const setOpen = narrow ? setNarrowOpen : setWideOpen;
  useEffect(() => {
    if (!narrow) setNarrowOpen(false);
  }, [narrow]);

  const closeIfNarrow = () => {
    if (narrow) setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar drawerOpen={open} onToggleDrawer={() => setOpen((o) => !o)} />
      <Drawer
        variant={narrow ? 'temporary' : 'persistent'}
        open={open}
        onClose={() => setOpen(false)}
        data-testid="drawer"
        sx={{
          width: open && !narrow ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
        }}
      >
        <Toolbar variant="dense" />
        <DrawerHeader />
        <Divider />
        <Menu onNavigate={closeIfNarrow} />
      </Drawer>
      <Box component="main" id="main-content" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1, sm: 2 } }}>
        <Toolbar variant="dense" />
        <ErrorBoundary>
          <Suspense fallback={<Loading />}>{createElement(DatesLocalization, null, children)}</Suspense>
        </ErrorBoundary>
      </Box>
      <GlobalLoading />
    </Box>
  );
};
