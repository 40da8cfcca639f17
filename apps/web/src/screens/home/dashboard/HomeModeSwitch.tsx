import { FormControlLabel, Switch } from '@mui/material';
import { useState } from 'react';
import { useApi } from '../../../providers/use-api.ts';
import { homePreferenceApi, storeOldHome } from './home-mode.ts';
import { useHomeMode } from './use-home-mode.ts';

/** 'Inicio optimizado': saves the choice (browser and person) and reloads the page (spec 01 §7 toggle-home). */
export const HomeModeSwitch = () => {
  const api = useApi(homePreferenceApi);
  const { oldHome } = useHomeMode();
  const [saving, setSaving] = useState(false);
  if (oldHome === null) return null;
  const toggle = async () => {
    setSaving(true);
    try {
      await api.set(!oldHome);
      storeOldHome(!oldHome);
      window.location.reload();
    } finally {
      setSaving(false);
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={!oldHome} onChange={() => void toggle()} disabled={saving} data-testid="home-mode" />}
      label="Inicio optimizado"
    />
  );
};
