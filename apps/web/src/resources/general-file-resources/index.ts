import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /general_file_resources (RECURSOS DIGITALES MDK, GeneralFileResourceIndex/Create): the network's files. */
export const generalFileResources: ResourceProps = {
  name: 'general_file_resources',
  ...lazyResource({
    list: lazyNamed(() => import('./GeneralFileResourceList.tsx'), 'GeneralFileResourceList'),
    create: lazyNamed(() => import('./GeneralFileResourceCreate.tsx'), 'GeneralFileResourceCreate'),
    edit: lazyNamed(() => import('./GeneralFileResourceEdit.tsx'), 'GeneralFileResourceEdit'),
  }),
  recordRepresentation: 'name',
};
