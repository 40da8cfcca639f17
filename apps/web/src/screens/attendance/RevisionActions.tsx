import type { RosterAnswer } from '@doyang/domain';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Button } from '@mui/material';
import { useState } from 'react';
import { buildQuery } from '../../providers/api.ts';
import { ActivateRevisionDialog } from './ActivateRevisionDialog.tsx';

type Props = {
  page: RosterAnswer;
  canManage: boolean;
  download: (key: string, path: string, fallbackName: string) => void;
  busy: string | null;
};

/** 'Activar revisión' and 'Descargar CSV de Revisión' (of the group's active revision). */
export const RevisionActions = ({ page, canManage, download, busy }: Props) => {
  const [activating, setActivating] = useState(false);
  const revision = page.revision;
  return (
    <>
      {canManage && (
        <Button variant="outlined" startIcon={<FactCheckIcon />} onClick={() => setActivating(true)}>
          Activar revisión
        </Button>
      )}
      {revision && (
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={busy === 'revision'}
          onClick={() =>
            download(
              'revision',
              `/doyang_groups/${page.group.id}/revision_csv${buildQuery({ revision_id: revision.id })}`,
              'revision.csv',
            )
          }
        >
          Descargar CSV de Revisión
        </Button>
      )}
      {activating && <ActivateRevisionDialog page={page} onClose={() => setActivating(false)} />}
    </>
  );
};
