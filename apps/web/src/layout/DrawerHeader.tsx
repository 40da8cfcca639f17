import { canSeeGeneralDirection, MSG } from '@doyang/domain';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Tooltip, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useSessionUser } from '../providers/use-session-user.ts';
import { Logo } from './Logo.tsx';
import { useSelectedDoyang } from './selected-doyang.ts';

/**
 * Logo, 'Bienvenido, …' and the selected doyang with a button to clear it. Without one, general direction reads
 * SIN DOYANG SELECCIONADO (it works without one); staff of several doyangs are told to choose one on Home; people of
 * no doyang see nothing there.
 */
export const DrawerHeader = () => {
  const user = useSessionUser();
  const { selected, clear } = useSelectedDoyang();
  const gd = Boolean(user && canSeeGeneralDirection(user));
  const staff = Boolean(user && (user.doyangs_as_responsible.length || user.doyangs_as_personal.length));
  const empty = gd ? MSG.noDoyangSelected : staff ? MSG.chooseDoyang : null;
  const navigate = useNavigate();
  const onClear = () => {
    clear();
    navigate('/');
  };
  return (
    <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Logo />
      <Typography variant="body2" data-testid="welcome">
        Bienvenido, <strong>{user?.full_name_honorific ?? ''}</strong>
      </Typography>
      {(selected || empty) && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            bgcolor: selected ? 'primary.main' : 'action.hover',
            color: selected ? 'primary.contrastText' : 'text.secondary',
            borderRadius: 1,
            pl: 1.25,
            pr: 0.5,
            minHeight: 36,
          }}
        >
          <Typography variant="caption" sx={{ flex: 1, fontWeight: 700, lineHeight: 1.3 }} data-testid="selected-doyang">
            {selected?.name ?? empty}
          </Typography>
          {selected && (
            <Tooltip title="Quitar doyang seleccionado">
              <IconButton
                size="small"
                color="inherit"
                onClick={onClear}
                aria-label="Quitar doyang seleccionado"
                data-testid="clear-selected-doyang"
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      )}
    </Box>
  );
};
