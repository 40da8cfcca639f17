import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /events (EVENTOS). */
export const events: ResourceProps = {
  name: 'events',
  ...lazyResource({
    list: lazyNamed(() => import('./EventList.tsx'), 'EventIndex'),
    create: lazyNamed(() => import('./EventScreens.tsx'), 'EventCreateScreen'),
    edit: lazyNamed(() => import('./EventScreens.tsx'), 'EventEditScreen'),
  }),
  recordRepresentation: 'name',
};

/** /exams (EXAMENES). */
export const exams: ResourceProps = {
  name: 'exams',
  ...lazyResource({
    list: lazyNamed(() => import('./EventList.tsx'), 'ExamIndex'),
    create: lazyNamed(() => import('./EventScreens.tsx'), 'ExamCreateScreen'),
    edit: lazyNamed(() => import('./EventScreens.tsx'), 'ExamEditScreen'),
  }),
  recordRepresentation: 'name',
};
