import { MSG } from '@doyang/domain';
import { DeleteButton, type DeleteButtonProps } from 'react-admin';

/** Delete after the spec's confirmation text (spec 02 §8); hidden without the area's delete flag. */
export const DeleteRecordButton = (props: DeleteButtonProps) => (
  <DeleteButton mutationMode="pessimistic" confirmContent={MSG.confirmDeleteRecord} confirmColor="warning" {...props} />
);
