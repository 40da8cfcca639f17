import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /requirements (RequirementIndex, 'Validación de examen'): REQUISITOS DE EXAMEN. */
export const requirements: ResourceProps = {
  name: 'requirements',
  ...lazyResource({
    list: lazyNamed(() => import('./RequirementList.tsx'), 'RequirementList'),
    create: lazyNamed(() => import('./RequirementCreate.tsx'), 'RequirementCreate'),
    edit: lazyNamed(() => import('./RequirementEdit.tsx'), 'RequirementEdit'),
  }),
  recordRepresentation: 'name',
};
