import { CONFIGURATION_RULES, type ConfigurationRowAnswer } from '@doyang/domain';
import { Box } from '@mui/material';
import { SectionCard } from '../../resources/shared/SectionCard.tsx';
import { SettingField } from './SettingField.tsx';
import { SettingSwitch } from './SettingSwitch.tsx';
import type { SettingsGroup } from './settings.ts';
import { settingValue } from './use-configuration.ts';

/** Fields in a grid that wraps to one column on narrow screens. */
export const settingsGrid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  columnGap: 2,
  rowGap: 1,
  alignItems: 'start',
} as const;

type Props = { group: SettingsGroup; rows: ConfigurationRowAnswer[] };

/** A titled block of configuration values, one input each. */
export const SettingsSection = ({ group, rows }: Props) => {
  const valueAt = (id: number) => settingValue(rows, id);
  return (
    <SectionCard title={group.title} testId={`settings-${group.key}`}>
      <Box sx={settingsGrid}>
        {group.settings.map((s) =>
          CONFIGURATION_RULES[s.id]?.kind === 'flag' ? (
            <SettingSwitch key={s.id} setting={s} value={valueAt(s.id)} />
          ) : (
            <SettingField key={s.id} setting={s} value={valueAt(s.id)} />
          ),
        )}
      </Box>
    </SectionCard>
  );
};
