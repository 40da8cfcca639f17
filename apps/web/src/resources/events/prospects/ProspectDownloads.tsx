import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, CircularProgress } from '@mui/material';
import { buildQuery } from '../../../providers/api.ts';
import { useDownload } from '../../shared/use-download.ts';
import type { ProspectKind } from './prospects-api.ts';

type Props = { kind: ProspectKind; eventId: number; doyangId: number | null };

/**
 * The lists of spec 03 §7 and spec 01 §7: prospects, what each owes, and (events) who attended and who takes the bus or
 * the hotel; the selected doyang's.
 */
export const ProspectDownloads = ({ kind, eventId, doyangId }: Props) => {
  const { busy, download } = useDownload();
  const query = (more: Record<string, string | number> = {}) =>
    buildQuery({ ...(doyangId ? { doyang_id: doyangId } : {}), ...more });
  const key = kind === 'exams' ? 'exam_id' : kind === 'events' ? 'event_id' : 'tournament_id';
  const files = [
    ['prospects', 'Lista de prospectos', `prospects_list_csv${query({ [key]: eventId, perPage: 0 })}`, 'prospectos.csv'],
    // A tournament's payment list is general direction's (TournamentDownloads).
    ...(kind !== 'tournaments' ? [['payments', 'Lista de pagos', `payment_list${query()}`, 'pagos.csv'] as const] : []),
    ...(kind === 'events'
      ? [
          ['assistance', 'Asistencia', `assistance${query()}`, 'asistencia.csv'],
          // Who travels with the network (issue 27), the selected doyang's as the payment list.
          ['bus-hotel', 'Autobús y hotel (Excel)', `payment_bus_hotel_list_excel${query()}`, 'autobus-hotel.xlsx'],
        ]
      : []),
  ] as const;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      {files.map(([name, label, path, fallback]) => (
        <Button
          key={name}
          size="small"
          variant="outlined"
          startIcon={busy === name ? <CircularProgress size={16} /> : <DownloadIcon />}
          disabled={busy !== null}
          onClick={() => download(name, `/${kind}/${eventId}/${path}`, fallback)}
          data-testid={`download-${name}`}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
};
