import { Navigate } from 'react-router-dom';
import { doyangFilter as doyangFilterInput } from '../shared/DoyangFilter.tsx';
import { GroupList } from './GroupList.tsx';
import { useGroupScope } from './group-scope.ts';

const doyangFilter = [doyangFilterInput];

/**
 * 'GRUPOS EN {doyang}': the groups of the doyang picked on Home. General direction without a picked
 * doyang sees every doyang's groups with a Doyang column and filter; anyone else goes back to Home.
 */
export const DoyangGroupList = () => {
  const { doyang, redirect } = useGroupScope();
  if (redirect) return <Navigate to="/" replace />;
  if (!doyang) {
    return (
      <GroupList
        resource="doyang_groups"
        title="GRUPOS EN TODOS LOS DOYANGS"
        filter={{ is_selective_group: 0 }}
        showDoyang
        extraFilters={doyangFilter}
      />
    );
  }
  return (
    <GroupList
      key={doyang.id}
      resource="doyang_groups"
      title={`GRUPOS EN ${doyang.name}`}
      filter={{ doyang_id: doyang.id, is_selective_group: 0 }}
    />
  );
};
