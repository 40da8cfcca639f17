import { Typography } from '@mui/material';

/** The screen title in the page body ('GRADOS', 'NUEVO GRADO', …); the app bar keeps the system name. */
export const PageHeading = ({ children }: { children: string }) => (
  <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1, mb: 1 }}>
    {children}
  </Typography>
);
