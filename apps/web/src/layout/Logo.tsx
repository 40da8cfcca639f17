import { Box } from '@mui/material';

/** The network's mark: a black belt knot over a red disc with a kicking arc, and "MDK". Inline SVG, no files. */
export const Logo = ({ size = 56 }: { size?: number }) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }} data-testid="logo">
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label="MDK">
      <circle cx="32" cy="32" r="30" fill="#b71c1c" />
      <path d="M14 22 A22 22 0 0 1 50 16" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
      <path d="M46 11 L52 16 L45 19 Z" fill="#fff" />
      <path d="M6 38 L58 28 L58 36 L6 46 Z" fill="#111" />
      <path d="M28 37 L19 58 L27 58 L34 39 Z" fill="#111" />
      <path d="M33 36 L45 56 L38 58 L29 39 Z" fill="#111" />
      <rect x="26" y="31" width="11" height="11" rx="2" fill="#111" stroke="#fff" strokeWidth="1.5" />
    </svg>
    <Box component="span" sx={{ fontWeight: 800, fontSize: size * 0.45, letterSpacing: 2, color: 'text.primary' }}>
      MDK
    </Box>
  </Box>
);
