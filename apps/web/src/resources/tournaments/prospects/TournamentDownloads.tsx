import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useDownload } from '../../shared/use-download.ts';

/** The tournament-wide files, general direction's (spec 03 §6): payments (CSV and Excel), bus and hotel, doyang awards. */
export const TournamentDownloads = ({ tournamentId }: { tournamentId: number }) => {
  const { busy, download } = useDownload();
  const files = [
    ['payments', 'Lista de pagos', 'payment_list', 'pagos.csv'],
    ['payments-excel', 'Pagos (Excel)', 'payment_list_excel', 'pagos.xlsx'],
    ['bus-hotel', 'Autobús y hotel (Excel)', 'payment_bus_hotel_list_excel', 'autobus-hotel.xlsx'],
    ['doyang-results', 'Premiaciones de doyang', 'doyangs_results_csv', 'premiaciones.csv'],
  ] as const;
  return files.map(([name, label, path, fallback]) => (
    <Button
      key={name}
      size="small"
      variant="outlined"
      startIcon={busy === name ? <CircularProgress size={16} /> : <DownloadIcon />}
      disabled={busy !== null}
      onClick={() => download(name, `/tournaments/${tournamentId}/${path}`, fallback)}
      data-testid={`download-${name}`}
      sx={{ mb: 1 }}
    >
      {label}
    </Button>
  ));
};
