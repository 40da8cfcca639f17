import { type GroupPersonAnswer, MSG } from '@doyang/domain';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, IconButton, Tooltip } from '@mui/material';
import type { MouseEvent } from 'react';
import { tenDigits, whatsappUrl } from '../students/whatsapp.ts';

/**
 * The responsible's name with the WhatsApp shortcut (spec 02 §2): a chat with their cellphone, 52 prefix.
 * A stored number without 10 digits is asked for first ('Teléfono a 10 dígitos', spec 02 §5).
 */
export const ResponsibleCell = ({ person }: { person: GroupPersonAnswer | null | undefined }) => {
  if (!person) return null;
  const phone = person.cellphone?.trim();
  const open = (event: MouseEvent) => {
    event.stopPropagation();
    const digits = tenDigits(phone) ?? tenDigits(window.prompt(MSG.tenDigitPhone, (phone ?? '').replace(/\D/g, '')));
    if (digits) window.open(whatsappUrl(digits), '_blank', 'noopener');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <span>{person.full_name_honorific}</span>
      {phone && (
        <Tooltip title={`WhatsApp ${phone}`}>
          <IconButton size="small" onClick={open} aria-label={`WhatsApp de ${person.full_name}`} data-testid="group-whatsapp">
            <WhatsAppIcon fontSize="small" sx={{ color: '#25a244' }} />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
};
