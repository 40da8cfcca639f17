import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** react-admin's default theme in the network's colours; banners auto-hide after 2 s (spec 01 §8, §9). */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#b71c1c' },
    secondary: { main: '#212121' },
  },
  components: {
    ...defaultTheme.components,
    RaNotification: { defaultProps: { autoHideDuration: 2000 } },
  },
};
