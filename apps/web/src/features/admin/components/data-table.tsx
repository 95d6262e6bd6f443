import type { AdminPage, PageMeta } from '@carseva/shared';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/button';
import { LoadFailed } from './admin-screen';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
  /** The server's sort key, when the column sorts. */
  sort?: string;
  className?: string;
}

/** A list's answer as the table reads it (rows, pages, loading, failure); its pager moves the address bar's page. */
export function listTable<R>(
  list: { data?: AdminPage<R>; isPending: boolean; error: Error | null; refetch(): unknown },
  set: (changes: { page: string }) => void,
) {
  return {
    rows: list.data?.data,
    meta: list.data?.meta,
    isPending: list.isPending,
    error: list.error,
    onRetry: () => void list.refetch(),
    onPage: (page: number) => set({ page: String(page) }),
  };
}

interface DataTableProps<R> {
  caption: string;
  columns: Column<R>[];
  rows: R[] | undefined;
  rowKey: (row: R) => string | number;
  meta?: PageMeta;
  isPending: boolean;
  error: Error | null;
  onRetry(): void;
  empty: string;
  sort?: { key: string | undefined; order: 'asc' | 'desc' | undefined; onSort(key: string, order: 'asc' | 'desc'): void };
  onPage(page: number): void;
}

/**
 * A server-sorted, server-paged table: sortable headers are buttons (aria-sort says the order), and
 * it says when it is loading, failed or empty. Wide tables scroll sideways on a phone.
 */
export function DataTable<R>({ caption, columns, rows, rowKey, meta, isPending, error, onRetry, empty, sort, onPage }: DataTableProps<R>) {
  if (isPending) return <Spinner label={`Loading ${caption.toLowerCase()}`} />;
  if (error) {
    const heading = error instanceof ApiError && error.status === 403 ? 'This page is for CarSeva admins only.' : `Could not load ${caption.toLowerCase()}.`;
    return <LoadFailed heading={heading} error={error} onRetry={onRetry} />;
  }
  if (!rows || rows.length === 0)
    return <p className="rounded-xl border-2 border-dashed border-slate-300 p-8 text-center font-semibold text-slate-700">{empty}</p>;
  return (
    <div>
      <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {columns.map((c) => {
                const active = sort && c.sort && sort.key === c.sort;
                const order = active ? (sort.order ?? 'desc') : undefined;
                return (
                  <th
                    key={c.header}
                    scope="col"
                    className="px-3 py-2 font-semibold"
                    aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sort && c.sort ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                        onClick={() => sort.onSort(c.sort!, order === 'asc' ? 'desc' : 'asc')}
                      >
                        {c.header}
                        <span aria-hidden="true">{order === 'asc' ? '▲' : order === 'desc' ? '▼' : '↕'}</span>
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-top">
                {columns.map((c) => (
                  <td key={c.header} className={`px-3 py-2 ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {meta && meta.total_pages > 1 ? (
        <nav aria-label={`${caption} pages`} className="mt-3 flex items-center justify-between gap-2 text-sm">
          <Button variant="secondary" size="sm" disabled={meta.current_page <= 1} onClick={() => onPage(meta.current_page - 1)}>
            Previous
          </Button>
          <span>
            Page {meta.current_page} of {meta.total_pages} ({meta.total})
          </span>
          <Button variant="secondary" size="sm" disabled={meta.current_page >= meta.total_pages} onClick={() => onPage(meta.current_page + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
