import { venueSchema } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { VenueInputs } from './VenueInputs.tsx';

export const VenueEdit = () => (
  <ResourceEdit resource="venues" title="EDITAR SEDE" schema={venueSchema}>
    <VenueInputs />
  </ResourceEdit>
);
