import { SYSTEM_NAME, VERSION } from '@doyang/domain';
import { Card, CardContent, Typography } from '@mui/material';
import { Logo } from '../../layout/Logo.tsx';

/** /about: the system name and version (spec 01 §2, §9). */
export const About = () => (
  <Card sx={{ maxWidth: 480, mt: 2 }} data-testid="about">
    <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Logo />
      <Typography variant="h5" component="h1">
        {SYSTEM_NAME}
      </Typography>
      <Typography color="text.secondary" data-testid="version">
        Versión {VERSION}
      </Typography>
    </CardContent>
  </Card>
);
