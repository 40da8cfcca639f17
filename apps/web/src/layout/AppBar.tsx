import { SYSTEM_NAME } from '@doyang/domain';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { IconButton, AppBar as MuiAppBar, Toolbar, Tooltip, Typography } from '@mui/material';
import { LoadingIndicator, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ImpersonationBanner } from './ImpersonationBanner.tsx';

type Props = { drawerOpen: boolean; onToggleDrawer: () => void };

/** Top bar: drawer toggle, system name (the page title, spec 01 §2) and react-admin's loading/refresh button. */
export const AppBar = ({ drawerOpen, onToggleDrawer }: Props) => {
  const translate = useTranslate();
  const label = translate(drawerOpen ? 'ra.action.close_menu' : 'ra.action.open_menu');
  return (
    <MuiAppBar position="fixed" color="primary" sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <Tooltip title={label}>
          <IconButton color="inherit" edge="start" onClick={onToggleDrawer} aria-label={label} data-testid="drawer-toggle">
            {drawerOpen ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Tooltip>
        <Typography
          variant="h6"
          component={Link}
          to="/"
          sx={{
            color: 'inherit',
            textDecoration: 'none',
            flex: 1,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
          data-testid="app-title"
        >
          {SYSTEM_NAME}
        </Typography>
        <ImpersonationBanner />
        {/* The spinner react-admin shows while loading is a progressbar: it needs a name (axe, screen readers). */}
        <LoadingIndicator aria-label="Cargando" />
      </Toolbar>
    </MuiAppBar>
  );
};
