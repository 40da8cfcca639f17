import { visibleMenu } from '@doyang/domain';
import LogoutIcon from '@mui/icons-material/Logout';
import { List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { Fragment, useMemo } from 'react';
import { useLogout } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useSessionUser } from '../providers/use-session-user.ts';
import { useSelectedDoyang } from './selected-doyang.ts';

const isActive = (pathname: string, search: string, to: string) => {
  const [path, query] = to.split('?');
  // Two entries may share a path ('Alumnos' of all doyangs and of one): the query tells them apart.
  if (query) return pathname === path && search === `?${query}`;
  return path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`);
};

/** Spec 01 §2 menu: sections and items gated by the domain's visibleMenu; 'Salir' closes 'Mi cuenta'. */
export const Menu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const user = useSessionUser();
  const { selected } = useSelectedDoyang();
  const { pathname, search } = useLocation();
  const logout = useLogout();
  const sections = useMemo(() => (user ? visibleMenu(user, selected?.id ?? null) : []), [user, selected]);

  return (
    <List dense component="nav" aria-label="Menú principal" sx={{ pt: 0 }} data-testid="menu">
      {sections.map((section) => (
        <Fragment key={section.key}>
          <ListSubheader sx={{ lineHeight: '32px', fontWeight: 700, textTransform: 'uppercase', fontSize: 12 }}>
            {section.title}
          </ListSubheader>
          {section.items.map((item) => (
            <ListItemButton
              key={`${section.key}-${item.to}`}
              component={Link}
              to={item.to}
              selected={isActive(pathname, search, item.to)}
              onClick={onNavigate}
              sx={{ pl: 3 }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
          {section.key === 'account' && (
            <ListItemButton onClick={() => logout()} sx={{ pl: 3 }} data-testid="logout">
              <ListItemText primary="Salir" />
              <ListItemIcon sx={{ minWidth: 0 }}>
                <LogoutIcon fontSize="small" />
              </ListItemIcon>
            </ListItemButton>
          )}
        </Fragment>
      ))}
    </List>
  );
};
