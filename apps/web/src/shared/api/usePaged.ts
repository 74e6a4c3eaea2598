import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { SortState } from '../ui/DataTable.js';
import { ApiCallError } from './client.js';

export interface PageParams<S extends string> extends SortState<S> {
  page: number;
  pageSize: number;
}
export interface Paged<T> {
  Items: T[];
  TotalCount: number;
}

/** Server-side paging and sorting for a filtered list; going back to page 1 whenever the filters change. */
export function usePaged<T, S extends string>(
  key: unknown[],
  fetchPage: (p: PageParams<S>) => Promise<Paged<T>>,
  initialSort: SortState<S>,
  enabled = true,
) {
  const [sort, setSort] = useState(initialSort);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const filterKey = JSON.stringify(key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter means page 1
  useEffect(() => setPage(1), [filterKey]);
  const query = useQuery({
    queryKey: [...key, sort, page, pageSize],
    queryFn: () => fetchPage({ ...sort, page, pageSize }),
    placeholderData: keepPreviousData,
    enabled,
  });
  const error = query.error ? (query.error instanceof ApiCallError ? query.error.message : String(query.error)) : null;
  return {
    rows: query.data?.Items,
    total: query.data?.TotalCount ?? 0,
    loading: query.isFetching,
    error,
    page,
    pageSize,
    sort,
    setPage,
    setPageSize(size: number) {
      setPageSize(size);
      setPage(1);
    },
    setSort(s: SortState<S>) {
      setSort(s);
      setPage(1);
    },
    /** Every row of the current filter, for export (the contract allows 5000 a page). */
    async fetchAll(): Promise<T[]> {
      const all = await fetchPage({ ...sort, page: 1, pageSize: 5000 });
      return all.Items;
    },
  };
}
