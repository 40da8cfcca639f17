import { type GeneralFileResourceAnswer, MSG } from '@doyang/domain';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useDownload } from '../shared/use-download.ts';

/** Descargar: the resource's file under its name (spec 03 §8: its own error text when the download fails). */
export const ResourceDownloadButton = ({ label = 'Descargar' }: { label?: string }) => {
  const record = useRecordContext<GeneralFileResourceAnswer>();
  const { busy, download } = useDownload();
  if (!record) return null;
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy !== null}
      aria-label={`${label} ${record.name}`}
      onClick={(event) => {
        // The row opens the edit form on click; the download is not a click on the row.
        event.stopPropagation();
        void download(
          'file',
          `/general_file_resources/${record.id}/download`,
          record.file_name,
          MSG.digitalResourceDownloadError,
        );
      }}
    >
      {label}
    </Button>
  );
};
