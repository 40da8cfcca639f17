import { venues } from '@doyang/domain';
import { ResourceEdit } from '../shared/ResourceEdit.tsx';
import { VenueInputs } from './VenueInputs.tsx';

export const VenueEdit = () => (
  <ResourceEdit resource="venues" title={venues.labels.edit} schema={venues.schema}>
    <VenueInputs />
  </ResourceEdit>
);
