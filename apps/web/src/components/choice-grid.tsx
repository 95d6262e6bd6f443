import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/** A picker's list: 'Please Wait....' while loading, 'No Data Found' when empty or failed, else a grid of choices. */
export function ChoiceGrid<T extends { id: number }>(props: { query: UseQueryResult<T[]>; className: string; children(item: T): ReactNode }) {
  const { query } = props;
  if (query.isPending) return <p className="p-6 text-center text-slate-600">Please Wait....</p>;
  if (query.isError || query.data.length === 0) return <p className="p-6 text-center text-slate-600">No Data Found</p>;
  return (
    <ul className={props.className}>
      {query.data.map((item) => (
        <li key={item.id}>{props.children(item)}</li>
      ))}
    </ul>
  );
}
