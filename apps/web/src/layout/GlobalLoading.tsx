import { Box, CircularProgress, LinearProgress } from '@mui/material';
import { keyframes } from '@mui/material/styles';
import { useLoading } from 'react-admin';

const appear = keyframes`from { opacity: 0; } to { opacity: 1; }`;

/**
 * Spec 01 §2: a full-screen spinner while the global loading flag is set. A thin bar shows at once;
 * the spinner fades in only if the wait lasts (so quick searches do not flash), and never blocks clicks.
 */
export const GlobalLoading = () => {
  const loading = useLoading();
  if (!loading) return null;
  return (
    <Box data-testid="global-loading" aria-busy="true" role="progressbar" aria-label="Cargando">
      {/* The wrapper is the one named progressbar; the bar and the spinner only draw it. */}
      <LinearProgress
        aria-hidden
        color="secondary"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 'tooltip', height: 3 }}
      />
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: 'modal',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          pointerEvents: 'none',
          backgroundColor: 'rgba(255,255,255,0.35)',
          opacity: 0,
          animation: `${appear} 200ms ease-out 600ms forwards`,
        }}
      >
        <CircularProgress aria-hidden size={56} />
      </Box>
    </Box>
  );
};
