import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { EditRefusal, ListRefusal } from './layout/Refusal.tsx';

/** Form reset options that keep what the user typed (also given to the tabbed student form). */
export const KEEP_TYPED = { keepDirtyValues: true } as const;

/** react-admin's default theme in the network's colours; banners auto-hide after 2 s (spec 01 §8, §9); refusals. */
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
    // A record that arrives again while the form is being filled (the list's copy, then its own) must not wipe
    // what was typed: the fields the user touched keep their values.
    RaSimpleForm: { defaultProps: { resetOptions: KEEP_TYPED } },
    // Data the server refuses shows as a refusal, never as an empty table with a pager (issue 10).
    RaList: { defaultProps: { error: createElement(ListRefusal) } },
    RaEdit: { defaultProps: { error: createElement(EditRefusal) } },
  },
};
