import type { ScreenRights } from '../../events/prospects/ProspectsScreen.tsx';
import type { EventHead } from '../../events/prospects/prospects-api.ts';
import { CronogramSection } from '../cronogram/CronogramSection.tsx';
import { DoyangResults } from './DoyangResults.tsx';

/** What a tournament's prospects screen adds under the lists (spec 03 §2): the schedule, and the doyang awards once over. */
export const TournamentSections = ({ tournament, rights }: { tournament: EventHead; rights: ScreenRights }) => (
  <>
    {tournament.has_passed && <DoyangResults tournamentId={tournament.id} />}
    <CronogramSection tournamentId={tournament.id} canManage={rights.direct} />
  </>
);
