import { venueSchema } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { VenueInputs } from './VenueInputs.tsx';

export const VenueCreate = () => (
  <ResourceCreate resource="venues" title="NUEVA SEDE" schema={venueSchema}>
    <VenueInputs />
  </ResourceCreate>
);
