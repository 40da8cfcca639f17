import type { ScreenRights } from '../../events/prospects/ProspectsScreen.tsx';
import type { EventHead } from '../../events/prospects/prospects-api.ts';
import { DoyangResults } from './DoyangResults.tsx';

/** What a tournament's prospects screen adds under the lists (spec 03 §2): the doyang awards once it is over. */
export const TournamentSections = ({ tournament }: { tournament: EventHead; rights: ScreenRights }) => (
  <>{tournament.has_passed && <DoyangResults tournamentId={tournament.id} />}</>
);
