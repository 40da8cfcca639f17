import { DEFAULT_PAGE_SIZE } from '@doyang/domain';
import type { ReactNode } from 'react';
import { DataTable, EditButton, Pagination, SearchInput, type SortPayload, TopToolbar } from 'react-admin';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';
import { NewButton } from './NewButton.tsx';
import { PageHeading } from './PageHeading.tsx';
import { RefusingList } from './RefusingList.tsx';
import { useAreaPermissions } from './use-area-permissions.ts';

type Props = {
  resource: string;
  title: string;
  children: ReactNode;
  sort?: SortPayload;
  perPage?: number;
  /** Search debounce in ms (spec 02 §9: 800 in generic lists). */
  debounce?: number;
  /** Relations to load with each row (`with=`). */
  withRelations?: string;
  /** Filters a fresh visit starts with (e.g. the doyang list's tabs). */
  filterDefaultValues?: Record<string, unknown>;
  /** Above the table, inside the list (tabs reading and setting the filters). */
  header?: ReactNode;
  /** Row buttons before edit and delete (e.g. an exam's prospects); they read the row from the record context. */
  rowActions?: ReactNode;
  /** The row's delete button when it says more than the default (its own confirmation or error text). */
  deleteButton?: ReactNode;
};

/** One catalogue list: title, search box (`q` → `search`), columns, and buttons gated by the area's flags. */
export const ResourceList = ({
  resource,
  title,
  children,
  sort,
  perPage = DEFAULT_PAGE_SIZE,
  debounce = 800,
  withRelations,
  filterDefaultValues,
  header,
  rowActions,
  deleteButton = <DeleteRecordButton />,
}: Props) => {
  const { canCreate, canUpdate, canDelete } = useAreaPermissions(resource);
  return (
    <RefusingList
      above={<PageHeading>{title}</PageHeading>}
      resource={resource}
      title={title}
      perPage={perPage}
      sort={sort}
      debounce={debounce}
      // Page sizes are fixed by the spec (20, 30 for degrees), so no rows-per-page selector.
      pagination={<Pagination rowsPerPageOptions={[]} />}
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      actions={<TopToolbar>{canCreate && <NewButton />}</TopToolbar>}
      queryOptions={withRelations ? { meta: { with: withRelations } } : undefined}
      filterDefaultValues={filterDefaultValues}
      sx={{ '& .RaList-main': { mt: 0 } }}
    >
      {header}
      <DataTable bulkActionButtons={false} rowClick={canUpdate ? 'edit' : false}>
        {children}
        {(canUpdate || canDelete || rowActions) && (
          <DataTable.Col label="Acciones" align="right" sx={{ whiteSpace: 'nowrap' }}>
            {rowActions}
            {canUpdate && <EditButton />}
            {canDelete && deleteButton}
          </DataTable.Col>
        )}
      </DataTable>
    </RefusingList>
  );
};
