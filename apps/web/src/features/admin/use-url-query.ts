import { useSearchParams } from 'react-router';

/** The address bar's parameters as the API's query; an empty one (`?city=`, typed or linked) means no filter. */
export const queryOf = (params: URLSearchParams): Record<string, string | undefined> =>
  Object.fromEntries([...params.entries()].filter(([, value]) => value !== ''));

/**
 * The screen's filters, sort and page live in the address bar: a link or a reload shows the same
 * rows. Setting a filter goes back to page 1.
 */
export function useUrlQuery() {
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const set = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { query, set, page: Number(query.page ?? 1) };
}
