import { Alert, Box, Typography } from '@mui/material';
import { Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { PageHeading } from '../../resources/shared/PageHeading.tsx';
import { useIsGeneralDirection } from '../../resources/shared/use-general-direction.ts';
import { AgeGroupSection } from './AgeGroupSection.tsx';
import { BimesterSection } from './BimesterSection.tsx';
import { CurriculumPointsSection } from './CurriculumPointsSection.tsx';
import { HolidaySection } from './HolidaySection.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { SETTINGS_GROUPS } from './settings.ts';
import { useConfiguration } from './use-configuration.ts';

const Settings = () => {
  const configuration = useConfiguration();
  if (configuration.isPending) return <Loading />;
  if (configuration.isError) return <Alert severity="error">No se pudo cargar la configuración.</Alert>;
  const rows = configuration.data;
  // Curriculum points (a table of their own) sit just before the doyang award points.
  const split = SETTINGS_GROUPS.findIndex((g) => g.key === 'doyang-points');
  const section = (g: (typeof SETTINGS_GROUPS)[number]) => <SettingsSection key={g.key} group={g} rows={rows} />;
  return (
    <>
      <BimesterSection rows={rows} />
      <HolidaySection />
      {SETTINGS_GROUPS.slice(0, split).map(section)}
      <CurriculumPointsSection rows={rows} />
      {SETTINGS_GROUPS.slice(split).map(section)}
      <AgeGroupSection />
    </>
  );
};

/**
 * ConfigurationIndex (/configuration): the network's settings, each saved as soon as it changes.
 * Only general direction changes them (the server's rule), so anyone else goes back to Home.
 */
export const ConfigurationIndex = () => {
  const generalDirection = useIsGeneralDirection();
  if (!generalDirection) return <Navigate to="/" replace />;
  return (
    <Box sx={{ maxWidth: 1100, pb: 3 }} data-testid="configuration">
      <PageHeading>CONFIGURACIÓN</PageHeading>
      <Typography variant="body2" color="text.secondary">
        Cada valor se guarda al salir del campo o al pulsar Enter.
      </Typography>
      <Settings />
    </Box>
  );
};
