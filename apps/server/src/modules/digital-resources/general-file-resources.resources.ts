import { generalFileResources as entry } from '@doyang/domain';
import { general_file_resources as table } from '../../db/schema/index.ts';
import { bindResource } from '../../http/resource.ts';
import { downloadName } from './general-file-resources.service.ts';

// The list (paged, searched by name) and one resource, through the table binding; its writes carry a file and are
// general-file-resources.routes.ts's.

export const generalFileResourceResource = bindResource(entry, {
  table,
  search: [table.name],
  orderable: { created_at: table.created_at, name: table.name, id: table.id },
  present: {
    fields: ['file_name'],
    of: (row) => ({ ...row, file_name: downloadName(String(row.name), String(row.extension)) }),
  },
  ownWrites: true,
});
