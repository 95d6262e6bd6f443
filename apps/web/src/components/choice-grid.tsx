import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** A picker's list: a wait while loading, 'Nothing found' when empty or failed, else a grid of choices. */
export function ChoiceGrid<T extends { id: number }>(props: { query: UseQueryResult<T[]>; className: string; children(item: T): ReactNode }) {
  const { query } = props;
  const { t } = useT();
  if (query.isPending) return <p className="p-6 text-center text-slate-600">{t('common.choices.loading')}</p>;
  if (query.isError || query.data.length === 0) return <p className="p-6 text-center text-slate-600">{t('common.choices.none')}</p>;
  return (
    <ul className={props.className}>
      {query.data.map((item) => (
        <li key={item.id}>{props.children(item)}</li>
      ))}
    </ul>
  );
}
