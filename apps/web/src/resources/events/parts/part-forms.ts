import {
  type EventComissionBody,
  type ExamConditionBody,
  eventComissionSchema,
  eventGroupSchema,
  examConditionSchema,
  examGroupSchema,
  tournamentGroupSchema,
} from '@doyang/domain';
import type { ReactNode } from 'react';
import type { FieldBinding, RelatedForm } from '../../shared/related-types.ts';
import {
  type EventComission,
  type EventGroup,
  type EventKind,
  type ExamCondition,
  GROUP_PARTS,
  type GroupKind,
} from './event-parts-api.ts';

// The add/edit forms of an exam's or event's child rows, each checked with the schema the server uses.

type Fields<V> = (field: FieldBinding<V>) => ReactNode;
type GroupValues = { name: string; begins_at: string | null; ends_at: string | null };

const GROUP_SCHEMAS = { exams: examGroupSchema, events: eventGroupSchema, tournaments: tournamentGroupSchema };

export const groupForm = (
  kind: GroupKind,
  eventId: number,
  fields: Fields<GroupValues>,
): RelatedForm<EventGroup, GroupValues, Record<string, unknown>> => ({
  title: (row) => (row ? 'Editar grupo' : 'Nuevo grupo'),
  schema: GROUP_SCHEMAS[kind],
  initial: (row) => ({ name: row?.name ?? '', begins_at: row?.begins_at ?? null, ends_at: row?.ends_at ?? null }),
  toInput: (v) => ({ ...v, [GROUP_PARTS[kind].key]: eventId }),
  fields,
  submit: { label: 'Guardar', testId: 'group-save' },
});

type ConditionValues = { name: string; description: string };

export const conditionForm = (
  examId: number,
  fields: Fields<ConditionValues>,
): RelatedForm<ExamCondition, ConditionValues, ExamConditionBody> => ({
  title: (row) => (row ? 'Editar condición' : 'Nueva condición'),
  schema: examConditionSchema,
  initial: (row) => ({ name: row?.name ?? '', description: row?.description ?? '' }),
  toInput: (v) => ({ ...v, exam_id: examId }),
  fields,
  submit: { label: 'Guardar', testId: 'condition-save' },
});

export type ComissionValues = {
  doyang_surrogation_id: number | '';
  min_participants: string;
  max_participants: string;
  percentage: string;
};

export const comissionForm = (
  kind: EventKind,
  eventId: number,
  fields: Fields<ComissionValues>,
): RelatedForm<EventComission, ComissionValues, EventComissionBody> => ({
  title: (row) => (row ? 'Editar comisión' : 'Nueva comisión'),
  schema: eventComissionSchema,
  initial: (row) => ({
    doyang_surrogation_id: row?.doyang_surrogation_id ?? '',
    min_participants: row?.min_participants?.toString() ?? '',
    max_participants: row?.max_participants?.toString() ?? '',
    percentage: row?.percentage ?? '',
  }),
  toInput: (v) => ({ ...v, ...(kind === 'exams' ? { exam_id: eventId } : { event_id: eventId }) }),
  fields,
  submit: { label: 'Guardar', testId: 'comission-save' },
});
