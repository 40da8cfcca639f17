import type { ResourceProps } from 'react-admin';
import { lazyNamed, lazyResource } from '../../../lazy.ts';

/** /tournament_categories (TournamentCategoryIndex/Create/Edit, issue 12). */
export const tournamentCategories: ResourceProps = {
  name: 'tournament_categories',
  ...lazyResource({
    list: lazyNamed(() => import('./TournamentCategoryList.tsx'), 'TournamentCategoryList'),
    create: lazyNamed(() => import('./TournamentCategoryScreens.tsx'), 'TournamentCategoryCreate'),
    edit: lazyNamed(() => import('./TournamentCategoryScreens.tsx'), 'TournamentCategoryEdit'),
  }),
  recordRepresentation: 'name',
};
