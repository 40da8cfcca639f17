/** Spec 02 §5, §9: the messaging link uses a 10-digit number with the country prefix 52. */
export const WHATSAPP_PREFIX = '52';

/** The 10 digits of a stored phone, or null when it does not have exactly 10. */
export function tenDigits(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? digits : null;
}

export const whatsappUrl = (tenDigitPhone: string) => `https://wa.me/${WHATSAPP_PREFIX}${tenDigitPhone}`;
