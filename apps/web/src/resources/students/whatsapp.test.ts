import { describe, expect, it } from 'vitest';
import { tenDigits, whatsappUrl } from './whatsapp.ts';

describe('whatsapp link', () => {
  it('needs exactly ten digits', () => {
    expect(tenDigits('55 1234-5678')).toBe('5512345678');
    expect(tenDigits('+52 55 1234 5678')).toBeNull();
    expect(tenDigits('12345')).toBeNull();
    expect(tenDigits(null)).toBeNull();
  });
  it('adds the country prefix 52', () => {
    expect(whatsappUrl('5512345678')).toBe('https://wa.me/525512345678');
  });
});
