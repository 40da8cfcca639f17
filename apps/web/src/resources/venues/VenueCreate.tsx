import { venues } from '@doyang/domain';
import { ResourceCreate } from '../shared/ResourceCreate.tsx';
import { VenueInputs } from './VenueInputs.tsx';

export const VenueCreate = () => (
  <ResourceCreate resource="venues" title={venues.labels.create} schema={venues.schema}>
    <VenueInputs />
  </ResourceCreate>
);
