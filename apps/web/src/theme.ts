import { createElement } from 'react';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { EditRefusal, ListRefusal } from './layout/Refusal.tsx';

/** Form reset options that keep what the user typed (also given to the tabbed student form). */
export const KEEP_TYPED = { keepDirtyValues: true } as const;

/**
 * Whether the person asked their system for less motion (WCAG 2.3.3, 'Animation from interactions'): then dialogs,
 * menus and drawers appear at once and buttons do not ripple. The journeys' browser asks for it too (less to draw on
 * a loaded machine, nothing half-faded when a screen is checked).
 */
const reducedMotion = typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
const INSTANT = { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 };

/**
 * react-admin's default theme in the network's colours; banners auto-hide after 2 s (spec 01 §8, §9); refusals.
 * Text at least 4.5:1 against its background (WCAG AA, issue 24): filled colours get white text only when it reaches
 * 4.5:1 (MUI's threshold is 3: white on the warning orange was 3.1:1), and the form toolbar's red delete button
 * (3.8:1 on react-admin's grey 300) has a lighter toolbar and a darker red (4.9:1).
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#b71c1c' },
    secondary: { main: '#212121' },
    error: { main: '#c62828' },
    contrastThreshold: 4.5,
  },
  ...(reducedMotion ? { transitions: { create: () => 'none', duration: INSTANT } } : {}),
  components: {
    ...defaultTheme.components,
    ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
    RaNotification: { defaultProps: { autoHideDuration: 2000 } },
    // A tooltip names a button; left interactive it stays open under the pointer and covers the button of the next
    // row, taking its click (seen in the exam-sheets journey).
    MuiTooltip: { defaultProps: { disableInteractive: true } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#eeeeee' /* MUI grey 200 */ } } },
    // A record that arrives again while the form is being filled (the list's copy, then its own) must not wipe
    // what was typed: the fields the user touched keep their values.
    RaSimpleForm: { defaultProps: { resetOptions: KEEP_TYPED } },
    // Data the server refuses shows as a refusal, never as an empty table with a pager (issue 10).
    RaList: { defaultProps: { error: createElement(ListRefusal) } },
    RaEdit: { defaultProps: { error: createElement(EditRefusal) } },
  },
};
