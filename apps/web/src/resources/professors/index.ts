import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /professors: ProfessorIndex 'USUARIOS' and the user form (spec 02 §2). */
export const professors: ResourceProps = {
  name: 'professors',
  ...lazyResource({
    list: lazyNamed(() => import('./ProfessorList.tsx'), 'ProfessorList'),
    create: lazyNamed(() => import('./ProfessorCreate.tsx'), 'ProfessorCreate'),
    edit: lazyNamed(() => import('./ProfessorEdit.tsx'), 'ProfessorEdit'),
  }),
  recordRepresentation: 'full_name_honorific',
};
