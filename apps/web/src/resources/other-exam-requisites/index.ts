import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /other_exam_requisites (OtherExamRequisiteIndex/Create/Edit, 'Otros requisitos'). */
export const otherExamRequisites: ResourceProps = {
  name: 'other_exam_requisites',
  ...lazyResource({
    list: lazyNamed(() => import('./OtherExamRequisiteList.tsx'), 'OtherExamRequisiteList'),
    create: lazyNamed(() => import('./OtherExamRequisiteCreate.tsx'), 'OtherExamRequisiteCreate'),
    edit: lazyNamed(() => import('./OtherExamRequisiteEdit.tsx'), 'OtherExamRequisiteEdit'),
  }),
  recordRepresentation: 'name',
};
