import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /students: StudentIndex 'ALUMNOS MDK' (?generalDirection=true or ?doyangId=N) and StudentEdit (spec 02 §2). */
export const students: ResourceProps = {
  name: 'students',
  ...lazyResource({
    list: lazyNamed(() => import('./StudentList.tsx'), 'StudentList'),
    create: lazyNamed(() => import('./StudentCreate.tsx'), 'StudentCreate'),
    edit: lazyNamed(() => import('./StudentEdit.tsx'), 'StudentEdit'),
  }),
  recordRepresentation: 'full_name',
};
