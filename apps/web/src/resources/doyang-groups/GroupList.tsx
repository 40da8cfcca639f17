import { DEFAULT_PAGE_SIZE } from '@doyang/domain';
import type { ReactElement } from 'react';
import { Pagination, SearchInput, TopToolbar } from 'react-admin';
import { NewButton } from '../shared/NewButton.tsx';
import { PageHeading } from '../shared/PageHeading.tsx';
import { RefusingList } from '../shared/RefusingList.tsx';
import { useAreaPermissions } from '../shared/use-area-permissions.ts';
import { BimesterRange } from './BimesterRange.tsx';
import { GroupTable } from './GroupTable.tsx';
import { LIST_WITH } from './group-types.ts';

type Props = {
  resource: string;
  title: string;
  /** Fixed filters (the doyang, selective or not). */
  filter: Record<string, unknown>;
  showDoyang?: boolean;
  /** More filters beside the search box. */
  extraFilters?: ReactElement[];
};

/**
 * DoyangGroupIndex and SelectiveGroupIndex (spec 02 §2): the bimester range, search, 20 a page, rows in
 * week-summary blocks by start time (`orderBy[week_summary]`), 'Nuevo grupo' with the area's create flag.
 */
export const GroupList = ({ resource, title, filter, showDoyang = false, extraFilters = [] }: Props) => {
  const { canCreate } = useAreaPermissions(resource);
  return (
    <RefusingList
      above={
        <>
          <PageHeading>{title}</PageHeading>
          <BimesterRange />
        </>
      }
      resource={resource}
      title={title}
      perPage={DEFAULT_PAGE_SIZE}
      sort={{ field: 'week_summary', order: 'ASC' }}
      filter={filter}
      debounce={800}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      filters={[<SearchInput key="q" source="q" alwaysOn />, ...extraFilters]}
      actions={<TopToolbar>{canCreate && <NewButton label="Nuevo grupo" data-testid="group-create" />}</TopToolbar>}
      queryOptions={{ meta: { with: LIST_WITH } }}
      // minWidth 0: the wide table scrolls inside its card instead of widening the page (800 px).
      sx={{ '& .RaList-main': { mt: 0, minWidth: 0 } }}
    >
      <GroupTable showDoyang={showDoyang} />
    </RefusingList>
  );
};
