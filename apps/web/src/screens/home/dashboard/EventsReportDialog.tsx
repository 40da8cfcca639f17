import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useDownload } from '../../../resources/shared/use-download.ts';
import { cardFiles } from './dashboard-api.ts';

/** The general direction's 'CSV de eventos' (spec 01 §2): 'Seleccione la frecuencia del reporte', bimester or year. */
export const EventsReportDialog = ({ doyangId, onClose }: { doyangId: number; onClose: () => void }) => {
  const { busy, download } = useDownload();
  const get = async (annual: boolean) => {
    const f = cardFiles(doyangId).events(annual);
    await download(annual ? 'annual' : 'bimester', f.path, f.name);
    onClose();
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="events-report-title">
      <DialogTitle id="events-report-title">Seleccione la frecuencia del reporte</DialogTitle>
      <DialogContent sx={{ display: 'flex', gap: 2, justifyContent: 'center', pt: 1 }}>
        <Button variant="contained" disabled={busy !== null} onClick={() => void get(false)}>
          Bimestral
        </Button>
        <Button variant="contained" disabled={busy !== null} onClick={() => void get(true)}>
          Anual
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
};
