import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/es-mx';
import { type ReactNode, useMemo } from 'react';
import { useTimeZone } from '../resources/shared/use-today.ts';
import { productDayAdapter } from './product-day-adapter.ts';

// The pickers' Spanish texts, with the accents their catalogue leaves out (read aloud by screen readers).
const localeText = {
  ...esES.components.MuiLocalizationProvider.defaultProps.localeText,
  day: 'Día',
  weekDay: 'Día de la semana',
};

/**
 * Every date input speaks es-MX (DD/MM/AAAA, Spanish month and day names, weeks from Sunday) whatever the
 * browser's language; the pickers themselves load with the screens that use them.
 */
export const DatesLocalization = ({ children }: { children: ReactNode }) => {
  const timeZone = useTimeZone();
  const adapter = useMemo(() => productDayAdapter(timeZone), [timeZone]);
  return (
    <LocalizationProvider dateAdapter={adapter} adapterLocale="es-mx" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
};
