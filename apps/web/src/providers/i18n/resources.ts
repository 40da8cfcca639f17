import { OTHER_TABLE_NAMES, REGISTRY } from '@doyang/domain';

/** Names, field labels and save banners per resource (spec 02 §8); react-admin reads resources.<name>.*. */
export const resourceMessages = {
  // Tables without a screen of their own, as the change history names them (the domain's audit-fields.ts).
  ...Object.fromEntries(Object.entries(OTHER_TABLE_NAMES).map(([table, name]) => [table, { name }])),
  enrollments: {
    name: 'Inscripción |||| Inscripciones',
    fields: { enrollment_date: 'Fecha de inscripción', disenroll_date: 'Fecha de baja' },
  },
  ...Object.fromEntries(
    REGISTRY.map((e) => [
      e.name,
      {
        name: e.labels.name,
        fields: Object.fromEntries(e.fields.map((f) => [f.name, f.label])),
        // Only the banners the entry names: the others fall back to react-admin's.
        notifications: Object.fromEntries(
          (['created', 'updated', 'deleted'] as const).filter((k) => e.labels[k]).map((k) => [k, e.labels[k]]),
        ),
      },
    ]),
  ),
};
