import { MSG, tournamentAgeGroupSchema } from '@doyang/domain';
import { Typography } from '@mui/material';
import { useApi } from '../../providers/use-api.ts';
import { BoundTextField } from '../../resources/shared/BoundTextField.tsx';
import { RelatedTable } from '../../resources/shared/RelatedTable.tsx';
import type { RelatedForm } from '../../resources/shared/related-types.ts';
import { restAdapter } from '../../resources/shared/rest-adapter.ts';
import { type AgeGroup, ageGroupsApi } from './age-groups-api.ts';

// Spec 03 §8's texts; a refusal with a reason (the group is in use) shows the server's reason instead.
const TEXTS = {
  add: { done: MSG.ageGroupAdded, failed: MSG.ageGroupAddError, serverText: true },
  remove: { done: MSG.ageGroupDeleted, failed: MSG.ageGroupDeleteError, serverText: true },
};

type Values = { name: string };

const ageGroupForm: RelatedForm<AgeGroup, Values, Values> = {
  title: 'Agregar división de edad',
  schema: tournamentAgeGroupSchema,
  initial: () => ({ name: '' }),
  toInput: (v) => v,
  fields: (binding) => (
    <BoundTextField
      binding={binding}
      name="name"
      label="División de edad"
      upper
      maxLength={60}
      size="small"
      hint=" "
      sx={{ flex: '1 1 240px' }}
      testId="age-group-name"
    />
  ),
  submit: { label: 'Agregar división de edad', testId: 'add-age-group' },
};

/** DIVISIONES DE EDAD DE TORNEO (spec 03 §2 'tournament age groups'): every tournament and poomse uses them. */
export const AgeGroupSection = () => {
  const adapter = restAdapter(useApi(ageGroupsApi));
  return (
    <RelatedTable
      title="DIVISIONES DE EDAD DE TORNEO"
      testId="settings-age-groups"
      description={
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Infantil, juvenil, adultos…: las categorías de edad de cada torneo y las de los poomses se agrupan en ellas.
        </Typography>
      }
      table={{ label: 'Divisiones de edad', testId: 'age-groups' }}
      columns={[{ label: 'División de edad', wrap: 'anywhere', render: (g) => g.name }]}
      empty="No hay divisiones de edad."
      adapter={adapter}
      gate={{ resource: 'tournament_age_groups' }}
      texts={TEXTS}
      form={ageGroupForm}
      add={{ inline: 'after' }}
      remove={{ label: (g) => `Eliminar ${g.name}`, confirm: { title: 'Eliminar división de edad' } }}
    />
  );
};
