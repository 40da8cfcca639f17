import { AutocompleteInput, ReferenceInput } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { GroupList } from './GroupList.tsx';
import { useGroupScope } from './group-scope.ts';

const doyangFilter = [
  <ReferenceInput key="doyang_id" source="doyang_id" reference="doyangs" sort={{ field: 'name', order: 'ASC' }} alwaysOn>
    <AutocompleteInput label="Doyang" optionText="name" sx={{ minWidth: 280 }} />
  </ReferenceInput>,
];

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
