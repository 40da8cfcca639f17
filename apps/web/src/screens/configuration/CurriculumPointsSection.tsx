import type { ConfigurationRowAnswer } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { SectionCard } from '../../resources/shared/SectionCard.tsx';
import { SettingField } from './SettingField.tsx';
import { CURRICULUM_PLACES } from './settings.ts';
import { settingValue } from './use-configuration.ts';

/** Curriculum points a student earns per place, in local (14–18) and foreign (19–23) competitions. */
export const CurriculumPointsSection = ({ rows }: { rows: ConfigurationRowAnswer[] }) => {
  const valueAt = (id: number) => settingValue(rows, id);
  return (
    <SectionCard title="PUNTOS DE CURRÍCULA" testId="settings-curriculum">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(120px, 200px) repeat(2, minmax(0, 220px))' },
          columnGap: 2,
          alignItems: 'start',
        }}
      >
        {CURRICULUM_PLACES.map((p) => (
          <Box key={p.label} sx={{ display: 'contents' }}>
            <Typography
              sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, pt: { sm: 1 }, fontWeight: 600, fontSize: 14 }}
              component="h3"
            >
              {p.label}
            </Typography>
            <SettingField setting={{ id: p.local, label: `Local: ${p.label}` }} value={valueAt(p.local)} />
            <SettingField setting={{ id: p.foreign, label: `Foráneo: ${p.label}` }} value={valueAt(p.foreign)} />
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};
