import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress, Tooltip } from '@mui/material';
import { useDownload } from '../shared/use-download.ts';

/** 'CSV de alumnos' / 'CSV de inactivos' of one doyang (GET /api/doyangs/{id}/students_csv[?active=0]). */
export const StudentCsvButtons = ({ doyangId }: { doyangId: number | null }) => {
  const { busy, download } = useDownload();
  const buttons = [
    { key: 'active', label: 'CSV de alumnos', query: '', file: 'alumnos.csv' },
    { key: 'inactive', label: 'CSV de inactivos', query: '?active=0', file: 'alumnos-inactivos.csv' },
  ];
  return (
    <>
      {buttons.map((b) => {
        const button = (
          <Button
            key={b.key}
            size="small"
            startIcon={busy === b.key ? <CircularProgress size={16} /> : <DownloadIcon />}
            disabled={!doyangId || busy !== null}
            onClick={() => doyangId && download(b.key, `/doyangs/${doyangId}/students_csv${b.query}`, b.file)}
            data-testid={`students-csv-${b.key}`}
          >
            {b.label}
          </Button>
        );
        // A disabled button gets no hover events: the tooltip wraps a span.
        return doyangId ? (
          button
        ) : (
          <Tooltip key={b.key} title="Elige un doyang para descargar su lista">
            <span>{button}</span>
          </Tooltip>
        );
      })}
    </>
  );
};
