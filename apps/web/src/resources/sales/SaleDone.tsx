import { fillMessage, MSG, type SaleAnswer } from '@doyang/domain';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { formatMXN } from '../shared/money.ts';
import { useDownload } from '../shared/use-download.ts';
import { tenDigits } from '../students/whatsapp.ts';
import { receiptWhatsAppUrl } from './sale-note.ts';
import { RECEIPT_FILE, receiptPrintPath } from './sales-api.ts';

/** After the sale: the server's warnings, and the last receipt printed (recibo.pdf) or sent by WhatsApp. */
export const SaleDone = ({ sale, doyangName }: { sale: SaleAnswer; doyangName: string }) => {
  const { busy, download } = useDownload();
  const [asking, setAsking] = useState(false);
  const [phone, setPhone] = useState('');
  const digits = tenDigits(phone);
  const total = formatMXN(sale.total);
  const send = () => {
    if (!digits) return;
    const text = fillMessage(MSG.saleWhatsAppText, { doyang: doyangName, id: sale.id, total });
    window.open(receiptWhatsAppUrl(digits, text), '_blank', 'noopener');
    setAsking(false);
  };
  return (
    <Stack spacing={1} data-testid="sale-done">
      <Alert severity="success">
        {MSG.saleDone}. {fillMessage(MSG.saleLastReceipt, { id: sale.id, total })}
      </Alert>
      {sale.warnings.map((w) => (
        <Alert key={w} severity="warning">
          {w}
        </Alert>
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={busy !== null}
          onClick={() => download('receipt', receiptPrintPath(sale.id), RECEIPT_FILE)}
        >
          Imprimir recibo
        </Button>
        <Button
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          onClick={() => {
            setPhone((sale.client_phone ?? '').replace(/\D/g, '').slice(-10));
            setAsking(true);
          }}
        >
          Enviar por WhatsApp
        </Button>
      </Stack>
      <Dialog open={asking} onClose={() => setAsking(false)}>
        <DialogTitle>Enviar recibo por WhatsApp</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            label={MSG.salePhone}
            value={phone}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, '').slice(0, 10))}
            error={phone.length > 0 && !digits}
            helperText={phone.length > 0 && !digits ? MSG.salePhone : ' '}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'sale-phone' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)}>Cancelar</Button>
          <Button variant="contained" disabled={!digits} onClick={send}>
            Enviar
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
};
