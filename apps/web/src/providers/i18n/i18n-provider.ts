import polyglotI18nProvider from 'ra-i18n-polyglot';
import { spanishMessages } from './es.ts';
import { resourceMessages } from './resources.ts';

const messages = { ...spanishMessages, resources: resourceMessages };

/** Spanish only (es-MX); missing keys fall back to the key's text instead of warning. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'es', [{ locale: 'es', name: 'Español' }], {
  allowMissing: true,
});
