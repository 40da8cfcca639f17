import type { ReactNode } from 'react';
import { ListBase, type ListProps, ListView, type ListViewProps, Loading, useListContext } from 'react-admin';
import { ListRefusal } from '../../layout/Refusal.tsx';

type Props = ListProps & {
  /** The page's heading and controls over the list (a date range): shown only while the list is not refused. */
  above?: ReactNode;
};

/**
 * react-admin's List, except that a list the server refuses shows the refusal alone: no heading, filters, buttons or
 * pager around it (issue 24: 'Acceso denegado' under a '1-20 de 20' pager and an active NUEVO ALUMNO looked like a page).
 */
export function RefusingList({
  above,
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter,
  filterDefaultValues,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  ...view
}: Props) {
  return (
    <ListBase
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={<Loading />}
      perPage={perPage}
      // The refusal says it on the page; the toast react-admin adds would say it twice.
      queryOptions={{ onError: () => undefined, ...queryOptions }}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      offline={false}
    >
      <ViewUnlessRefused above={above} {...view} />
    </ListBase>
  );
}

function ViewUnlessRefused({ above, sx, ...view }: ListViewProps & { above?: ReactNode }) {
  if (useListContext().error) return <ListRefusal />;
  return (
    <>
      {above}
      {/* A wide table scrolls inside its card instead of widening the page (800 px). */}
      <ListView
        {...view}
        sx={[
          { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      />
    </>
  );
}
