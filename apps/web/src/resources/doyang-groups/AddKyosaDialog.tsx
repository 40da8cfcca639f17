import type { DoyangGroupAnswer } from '@doyang/domain';
import { useApi } from '../../providers/use-api.ts';
import { RelatedDialog } from '../shared/RelatedDialog.tsx';
import { parentChangeTexts } from '../shared/related-texts.ts';
import { useRelatedAction } from '../shared/use-related-action.ts';
import { groupsApi } from './groups-api.ts';
import { kyosaForm } from './KyosaFields.tsx';

type Props = {
  groupId: number;
  doyangId: number;
  /** Ids of the group's kyosas already. */
  taken: number[];
  onClose: () => void;
  /** The group as the server answers it, with its kyosas. */
  onAdded: (group: DoyangGroupAnswer) => unknown;
};

/** The group form's kyosa dialog where no RelatedTable holds it (the attendance screen's KyosaList). */
export const AddKyosaDialog = ({ groupId, doyangId, taken, onClose, onAdded }: Props) => {
  const groups = useApi(groupsApi);
  const run = useRelatedAction();
  return (
    <RelatedDialog
      form={kyosaForm(doyangId, taken)}
      row={null}
      save={(input) => run(async () => onAdded(await groups.addKyosas(groupId, input)), parentChangeTexts(true).add)}
      onClose={onClose}
    />
  );
};
