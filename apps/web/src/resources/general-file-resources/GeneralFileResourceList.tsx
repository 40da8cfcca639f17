import { formatDayMonYear, type GeneralFileResourceAnswer, MSG, todayYmd } from '@doyang/domain';
import { DataTable, FunctionField, useNotify } from 'react-admin';
import { DeleteRecordButton } from '../shared/DeleteRecordButton.tsx';
import { ResourceList } from '../shared/ResourceList.tsx';
import { ResourceDownloadButton } from './ResourceDownloadButton.tsx';
import { fileSummary } from './resource-file.ts';

const DeleteResourceButton = () => {
  const notify = useNotify();
  return (
    <DeleteRecordButton
      confirmContent={MSG.digitalResourceDeleteConfirm}
      mutationOptions={{ onError: () => notify(MSG.digitalResourceDeleteError, { type: 'error' }) }}
    />
  );
};

/**
 * RECURSOS DIGITALES MDK (GeneralFileResourceIndex): the network's files, newest first, searched by name. Everyone who
 * reads them downloads them; Crear and delete follow the area's flags (spec 03 §6).
 */
export const GeneralFileResourceList = () => (
  <ResourceList
    resource="general_file_resources"
    title="RECURSOS DIGITALES MDK"
    sort={{ field: 'created_at', order: 'DESC' }}
    debounce={500}
    rowActions={<ResourceDownloadButton />}
    deleteButton={<DeleteResourceButton />}
  >
    <DataTable.Col source="name" />
    <DataTable.Col source="file_name" label="Archivo" disableSort sx={{ whiteSpace: 'nowrap' }}>
      <FunctionField render={(r: GeneralFileResourceAnswer) => fileSummary(r.extension, r.size)} />
    </DataTable.Col>
    <DataTable.Col source="created_at" label="Publicado" sx={{ whiteSpace: 'nowrap' }}>
      <FunctionField render={(r: GeneralFileResourceAnswer) => formatDayMonYear(todayYmd(new Date(r.created_at)))} />
    </DataTable.Col>
  </ResourceList>
);
