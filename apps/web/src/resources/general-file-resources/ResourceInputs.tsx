import { type GeneralFileResourceAnswer, UPLOAD_KINDS } from '@doyang/domain';
import { Box, Typography } from '@mui/material';
import { FileField, FileInput, useRecordContext } from 'react-admin';
import { UpperTextInput } from '../shared/UpperTextInput.tsx';
import { ResourceDownloadButton } from './ResourceDownloadButton.tsx';
import { fileSummary } from './resource-file.ts';

/** What the picker offers (the server decides by content: PDF, PNG, JPG or WEBP). */
const ACCEPT = {
  [UPLOAD_KINDS.pdf]: ['.pdf'],
  [UPLOAD_KINDS.png]: ['.png'],
  [UPLOAD_KINDS.jpg]: ['.jpg', '.jpeg'],
  [UPLOAD_KINDS.webp]: ['.webp'],
};

/** The stored file of an edited resource: what it is, and its download. */
const CurrentFile = () => {
  const record = useRecordContext<GeneralFileResourceAnswer>();
  if (!record?.id) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
      <Typography variant="body2">
        Archivo actual: <strong>{record.file_name}</strong> ({fileSummary(record.extension, record.size)})
      </Typography>
      <ResourceDownloadButton />
    </Box>
  );
};

/** Name and file (spec 03 §2: pdf or image); on edit the file is replaced only when another is picked. */
export const ResourceInputs = ({ isNew }: { isNew: boolean }) => {
  const label = isNew ? 'Archivo (PDF o imagen)' : 'Reemplazar archivo (PDF o imagen)';
  return (
    <>
      <UpperTextInput source="name" fullWidth />
      <CurrentFile />
      <FileInput
        source="file"
        label={label}
        // The drop zone's own input has no label of its own (axe-core: 'label').
        inputProps={{ 'aria-label': label }}
        accept={ACCEPT}
        multiple={false}
        // The stored key is not a picked file: the input starts empty on edit.
        format={(value: unknown) => (typeof value === 'string' ? null : value)}
        helperText="PDF, PNG, JPG o WEBP, hasta 10 MB."
      >
        <FileField source="src" title="title" />
      </FileInput>
    </>
  );
};
