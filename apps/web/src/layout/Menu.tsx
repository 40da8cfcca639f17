import { visibleMenu } from '@doyang/domain';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import { useMemo } from 'react';
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

  // A navigation landmark holding one list per section, named by its heading: list items only inside lists, and a
  // screen reader announces 'Mi cuenta, lista, 3 elementos'. Each section's heading sticks while its items scroll.
  return (
    <Box component="nav" aria-label="Menú principal" data-testid="menu">
      {sections.map((section) => (
        <Box key={section.key}>
          <ListSubheader
            component="div"
            id={`menu-section-${section.key}`}
            sx={{ lineHeight: '32px', fontWeight: 700, textTransform: 'uppercase', fontSize: 12 }}
          >
            {section.title}
          </ListSubheader>
          <List dense disablePadding aria-labelledby={`menu-section-${section.key}`}>
            {section.items.map((item) => (
              <ListItem key={`${section.key}-${item.to}`} disablePadding>
                <ListItemButton
                  component={Link}
                  to={item.to}
                  selected={isActive(pathname, search, item.to)}
                  onClick={onNavigate}
                  sx={{ pl: 3 }}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
            {section.key === 'account' && (
              <ListItem disablePadding>
                <ListItemButton onClick={() => logout()} sx={{ pl: 3 }} data-testid="logout">
                  <ListItemText primary="Salir" />
                  <ListItemIcon sx={{ minWidth: 0 }}>
                    <LogoutIcon fontSize="small" />
                  </ListItemIcon>
                </ListItemButton>
              </ListItem>
            )}
          </List>
        </Box>
      ))}
    </Box>
  );
};
