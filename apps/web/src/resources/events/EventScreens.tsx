import { type ConfigurationRowAnswer, events, exams, MSG, tournaments } from '@doyang/domain';
import { useGetOne } from 'react-admin';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { TournamentParts } from '../tournaments/TournamentParts.tsx';
import { EventInputs } from './EventInputs.tsx';
import { EventParts } from './parts/EventParts.tsx';

type Kind = 'events' | 'exams' | 'tournaments';
const ENTRY = { events, exams, tournaments };
const FORM_WIDTH = 960;
const EDIT_RELATIONS = 'extra_sinodals,degrees_allowed';

/** A new exam's date is the bimester's end (configuration 2, spec 03 §2); an event starts empty. */
function useDefaults(kind: Kind): Record<string, unknown> | undefined {
  const bimesterEnd = useGetOne<ConfigurationRowAnswer>('configuration', { id: 2 }, { enabled: kind === 'exams' });
  const base = {
    active: true,
    is_local: true,
    number_of_patialities: 1,
    ...(kind === 'tournaments' ? { has_combat: true } : {}),
  };
  if (kind !== 'exams') return base;
  if (bimesterEnd.isPending) return undefined;
  return { ...base, date: bimesterEnd.data?.value ?? null };
}

const EventCreate = ({ kind }: { kind: Kind }) => {
  const defaults = useDefaults(kind);
  if (!defaults) return null;
  return (
    <ResourceCreate
      resource={kind}
      title={ENTRY[kind].labels.create}
      schema={ENTRY[kind].schema}
      defaultValues={defaults}
      errorText={MSG.saveError}
      maxWidth={FORM_WIDTH}
      guarded
    >
      <EventInputs kind={kind} />
    </ResourceCreate>
  );
};

const EventEdit = ({ kind }: { kind: Kind }) => (
  <ResourceEdit
    resource={kind}
    title={ENTRY[kind].labels.edit}
    schema={ENTRY[kind].schema}
    withRelations={EDIT_RELATIONS}
    errorText={MSG.saveError}
    maxWidth={FORM_WIDTH}
    guarded
    below={kind === 'tournaments' ? <TournamentParts /> : <EventParts kind={kind} />}
  >
    <EventInputs kind={kind} />
  </ResourceEdit>
);

export const EventCreateScreen = () => <EventCreate kind="events" />;
export const ExamCreateScreen = () => <EventCreate kind="exams" />;
export const EventEditScreen = () => <EventEdit kind="events" />;
export const TournamentCreateScreen = () => <EventCreate kind="tournaments" />;
export const TournamentEditScreen = () => <EventEdit kind="tournaments" />;
export const ExamEditScreen = () => <EventEdit kind="exams" />;
