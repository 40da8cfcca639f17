import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
} from '@mui/material';
import { useState } from 'react';
import { useDownload } from '../shared/use-download.ts';
import { ACCOUNTING_FILE, type AccountingFilters, accountingCsvPath } from './accounting-api.ts';

type Which = 'both' | 'ins' | 'outs';

/**
 * The accounting CSV (spec 03 §7): the filters' doyang, dates and equipment, with the payments (ingresos), the expenses
 * (gastos) or both, one row per line or per receipt.
 */
export const CsvButton = ({ filters }: { filters: AccountingFilters }) => {
  const { busy, download } = useDownload();
  const [open, setOpen] = useState(false);
  const [which, setWhich] = useState<Which>('both');
  const [collapsed, setCollapsed] = useState(false);
  const go = async () => {
    setOpen(false);
    await download(
      'csv',
      accountingCsvPath({
        doyang_id: filters.doyang_id,
        start_date: filters.start_date,
        end_date: filters.end_date,
        title: filters.title,
        client_name: filters.client_name,
        equips_only: filters.equips_only,
        ins_only: which === 'ins' ? '1' : undefined,
        outs_only: which === 'outs' ? '1' : undefined,
        collapsed: collapsed ? '1' : undefined,
      }),
      ACCOUNTING_FILE,
    );
  };
  return (
    <>
      <Button variant="outlined" disabled={busy !== null} onClick={() => setOpen(true)}>
        {busy ? 'Descargando…' : 'Descargar CSV'}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Descargar CSV de contabilidad</DialogTitle>
        <DialogContent>
          <RadioGroup value={which} onChange={(e) => setWhich(e.target.value as Which)} aria-label="Qué incluir">
            <FormControlLabel value="both" control={<Radio />} label="Ingresos y gastos" />
            <FormControlLabel value="ins" control={<Radio />} label="Solo ingresos" />
            <FormControlLabel value="outs" control={<Radio />} label="Solo gastos" />
          </RadioGroup>
          <FormControlLabel
            control={<Checkbox checked={collapsed} onChange={(e) => setCollapsed(e.target.checked)} />}
            label="Un renglón por recibo"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancelar</Button>
          <Button variant="contained" onClick={() => void go()}>
            Descargar
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
