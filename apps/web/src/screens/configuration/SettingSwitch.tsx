import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import type { SettingDef } from './settings.ts';
import { useSaveSetting } from './use-configuration.ts';

type Props = { setting: SettingDef; value: string | null | undefined };

/** A yes/no configuration value ('1'/'0'), saved when toggled; it flips back if the save fails. */
export const SettingSwitch = ({ setting, value }: Props) => {
  const save = useSaveSetting(setting.id, setting.label);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? value === '1';
  return (
    <FormControlLabel
      label={setting.label}
      control={
        <Switch
          checked={checked}
          disabled={save.isPending}
          onChange={(e) => {
            setOptimistic(e.target.checked);
            save.mutate(e.target.checked ? '1' : '0', { onSettled: () => setOptimistic(null) });
          }}
          slotProps={{ input: { 'data-testid': `setting-${setting.id}` } as object }}
        />
      }
    />
  );
};
