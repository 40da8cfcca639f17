import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../lazy.ts';

/** /tournaments (TORNEOS): the event list and form with the tournament's competitions, areas and categories. */
export const tournaments: ResourceProps = {
  name: 'tournaments',
  ...lazyResource({
    list: lazyNamed(() => import('../events/EventList.tsx'), 'TournamentIndex'),
    create: lazyNamed(() => import('../events/EventScreens.tsx'), 'TournamentCreateScreen'),
    edit: lazyNamed(() => import('../events/EventScreens.tsx'), 'TournamentEditScreen'),
  }),
  recordRepresentation: 'name',
};
