import type { ConfigurationRowAnswer } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { SectionCard } from '../../resources/shared/SectionCard.tsx';
import { AddBimesterForm } from './AddBimesterForm.tsx';
import { BimesterList } from './BimesterList.tsx';
import { SettingField } from './SettingField.tsx';
import { settingsGrid } from './SettingsSection.tsx';
import { settingValue } from './use-configuration.ts';

/**
 * The bimester period: the current start and end (configuration 1 and 2, editable in place), a new
 * bimester (which becomes the current one) and the stored bimesters.
 */
export const BimesterSection = ({ rows }: { rows: ConfigurationRowAnswer[] }) => {
  const valueAt = (id: number) => settingValue(rows, id);
  return (
    <SectionCard title="BIMESTRE" testId="settings-bimester">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Bimestre actual
      </Typography>
      <Box sx={settingsGrid}>
        <SettingField setting={{ id: 1, label: 'Inicio de bimestre' }} value={valueAt(1)} />
        <SettingField setting={{ id: 2, label: 'Fin de bimestre' }} value={valueAt(2)} />
      </Box>
      <AddBimesterForm />
      <BimesterList current={{ start: valueAt(1) ?? null, end: valueAt(2) ?? null }} />
    </SectionCard>
  );
};
