import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/** The wall clock of the product's time zone as a local text ('2026-11-23 22:15:00'). */
const wallClock = (timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'medium' }).format(new Date());

/**
 * The pickers' "today" (the marked day, where an empty calendar opens) is the product's day (APP_TIMEZONE), not
 * the browser's: a browser in Cancún or abroad would otherwise mark tomorrow late at night. Stored days are
 * calendar days, so every other date stays the browser's local one.
 */
export const productDayAdapter = (timeZone: string) =>
  class ProductDayAdapter extends AdapterDayjs {
    constructor(...args: ConstructorParameters<typeof AdapterDayjs>) {
      super(...args);
      const base = this.date;
      this.date = ((value?: string | null, zone?: string) =>
        base(value === undefined ? wallClock(timeZone) : value, zone)) as unknown as typeof base;
    }
  };
