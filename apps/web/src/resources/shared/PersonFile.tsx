import { MSG, sentence, UPLOAD_ACCEPT } from '@doyang/domain';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { type ChangeEvent, useState } from 'react';
import { HttpError, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useApi } from '../../providers/use-api.ts';
import { FormSection } from './FormSection.tsx';
import { personFileApi, personFilePath } from './person-file-api.ts';
import { useAreaPermissions } from './use-area-permissions.ts';
import { useDownload } from './use-download.ts';

const kindOf = (key: string) => {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return extension === 'pdf' ? 'PDF' : `imagen ${extension.toUpperCase()}`;
};

/**
 * Expediente (spec 02 §3 `file`): the person's document, downloaded by whoever sees the record and replaced by whoever
 * may edit it. The file is saved at once with the record's update (POST with `_method=PUT`); what is being typed in the
 * form stays as it is.
 */
export const PersonFile = ({ resource }: { resource: 'students' | 'professors' }) => {
  const record = useRecordContext<{ id: number; file: string | null }>();
  const { canUpdate } = useAreaPermissions(resource);
  const api = useApi(personFileApi);
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, download } = useDownload();
  const [uploading, setUploading] = useState(false);
  if (!record?.id) return null;
  const id = record.id;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      await api.upload(id, file);
      notify(MSG.userFileSaved, { type: 'success' });
      refresh();
    } catch (error) {
      const reason = error instanceof HttpError && error.status !== 401 ? error.message : '';
      notify(reason ? `${MSG.userFileSaveError} ${sentence(reason)}` : MSG.userFileSaveError, { type: 'error' });
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormSection title="Expediente">
      <Box className="span-2" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="body2" sx={{ mr: 1 }}>
          {record.file ? `Expediente en ${kindOf(record.file)}` : 'Sin expediente'}
        </Typography>
        {record.file && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            disabled={busy !== null}
            onClick={() => download('file', personFilePath(id), 'expediente.pdf')}
          >
            Descargar expediente
          </Button>
        )}
        {canUpdate && (
          <Button size="small" component="label" startIcon={<UploadFileIcon />} disabled={uploading}>
            {uploading ? 'Subiendo…' : record.file ? 'Reemplazar expediente' : 'Subir expediente'}
            <input hidden type="file" accept={UPLOAD_ACCEPT} onChange={upload} aria-label="Archivo del expediente" />
          </Button>
        )}
      </Box>
    </FormSection>
  );
};
