import { MSG } from '@doyang/domain';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { tenDigits, whatsappUrl } from './whatsapp.ts';

/**
 * WhatsApp beside a cellphone (own, mother's or father's), offered once there is a number. A stored
 * number without 10 digits is asked for first ('Teléfono a 10 dígitos').
 */
export const WhatsAppAdornment = ({ source, who }: { source: string; who: string }) => {
  const phone = useWatch({ name: source }) as string | null | undefined;
  if (!phone?.trim()) return null;
  const open = () => {
    const digits = tenDigits(phone) ?? tenDigits(window.prompt(MSG.tenDigitPhone, phone.replace(/\D/g, '')));
    if (digits) window.open(whatsappUrl(digits), '_blank', 'noopener');
  };
  return (
    <InputAdornment position="end">
      <Tooltip title={`WhatsApp ${who}`}>
        <IconButton size="small" onClick={open} aria-label={`WhatsApp ${who}`} data-testid={`whatsapp-${source}`} edge="end">
          <WhatsAppIcon fontSize="small" sx={{ color: '#25a244' }} />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
};
