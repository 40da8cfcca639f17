import { APP_TIME_ZONE, todayYmd } from '@doyang/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { parseTimeZone, todayOf } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));

describe('the product calendar (APP_TIMEZONE)', () => {
  it('defaults to Mexico City and refuses a zone the runtime does not know', () => {
    expect(parseTimeZone(undefined)).toBe('America/Mexico_City');
    expect(parseTimeZone(' ')).toBe(APP_TIME_ZONE);
    expect(parseTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(() => parseTimeZone('Mexico/Ciudad')).toThrow(/APP_TIMEZONE/);
  });

  it('reads today in the configured zone: at 05:30 UTC it is still yesterday in Mexico City, already today in Tokyo', () => {
    const instant = new Date('2026-11-23T05:30:00Z');
    expect(todayYmd(instant, 'America/Mexico_City')).toBe('2026-11-22');
    expect(todayYmd(instant, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(todayOf({ timeZone: 'Asia/Tokyo', today: '2026-01-01' })).toBe('2026-01-01');
    expect(todayOf({ timeZone: 'Asia/Tokyo' })).toBe(todayYmd(new Date(), 'Asia/Tokyo'));
  });

  it('answers the day and the zone on GET /api/time', async () => {
    const t = await createTestApp({ timeZone: 'Asia/Tokyo', today: undefined }, 'reference');
    apps.push(t);
    const token = await t.login('director@demo.mx');
    const answer = (await t.call('GET', '/api/time', token)).json();
    expect(answer.time_zone).toBe('Asia/Tokyo');
    expect(answer.today).toBe(todayYmd(new Date(answer.now), 'Asia/Tokyo'));
  });
});
