import { tournamentCategories as entry, tournamentCategorySchema } from '@doyang/domain';
import { Loading, useStore } from 'react-admin';
import { ResourceCreate } from '../../shared/ResourceCreate.tsx';
import { ResourceEdit } from '../../shared/ResourceEdit.tsx';
import { TournamentCategoryInputs } from './TournamentCategoryInputs.tsx';
import { useTournamentOptions } from './use-tournament-options.ts';

const FORM_WIDTH = 760;

/**
 * A new category starts in the tournament the list shows (its filter, kept by react-admin per resource), else in the
 * newest one, as the list opens.
 */
export const TournamentCategoryCreate = () => {
  const [params] = useStore<{ filter?: { tournament_id?: string | number } }>(`${entry.name}.listParams`, {});
  const tournaments = useTournamentOptions();
  if (tournaments.isPending) return <Loading />;
  const tournamentId = Number(params.filter?.tournament_id) || tournaments.data?.[0]?.id;
  return (
    <ResourceCreate
      resource={entry.name}
      title={entry.labels.create ?? ''}
      schema={tournamentCategorySchema}
      defaultValues={{ tournament_id: tournamentId, is_exhibition: false }}
      maxWidth={FORM_WIDTH}
    >
      <TournamentCategoryInputs creating />
    </ResourceCreate>
  );
};

export const TournamentCategoryEdit = () => (
  <ResourceEdit resource={entry.name} title={entry.labels.edit ?? ''} schema={tournamentCategorySchema} maxWidth={FORM_WIDTH}>
    <TournamentCategoryInputs />
  </ResourceEdit>
);
