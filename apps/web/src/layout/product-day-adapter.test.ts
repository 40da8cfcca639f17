import { todayYmd } from '@doyang/domain';
import { describe, expect, it } from 'vitest';
import { productDayAdapter } from './product-day-adapter.ts';

describe("the pickers' today", () => {
  it("is the product time zone's day, whichever zone is ahead of the browser's", () => {
    // Kiritimati (UTC+14) and Pago Pago (UTC-11) are never on the same day: one of them differs from the browser's.
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      const Adapter = productDayAdapter(zone);
      const adapter = new Adapter({ locale: 'es-mx' });
      expect(adapter.date()?.format('YYYY-MM-DD')).toBe(todayYmd(new Date(), zone));
    }
  });

  it('leaves stored days as they are', () => {
    const adapter = new (productDayAdapter('America/Mexico_City'))({ locale: 'es-mx' });
    expect(adapter.date('2026-02-28')?.format('YYYY-MM-DD')).toBe('2026-02-28');
    expect(adapter.date(null)).toBeNull();
  });
});
