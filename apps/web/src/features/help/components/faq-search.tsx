import { useId, useState } from 'react';
import { type HelpTopic, searchTopics } from '../help-topics';
import { FaqItem } from '../../../components/faq-item';
import { useT } from '../../../lib/i18n';

/** The help topics with a search box: questions and answers filter as the customer types. */
export function FaqSearch({ topics }: { topics: readonly HelpTopic[] }) {
  const [search, setSearch] = useState('');
  const inputId = useId();
  const { t } = useT();
  const found = searchTopics(topics, search);
  const count = found.reduce((sum, topic) => sum + topic.items.length, 0);
  const searching = search.trim() !== '';

  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-xl font-bold text-slate-900">
        {t('help.faq.title')}
      </h2>
      <label htmlFor={inputId} className="mt-4 mb-1.5 block text-sm font-semibold text-slate-700">
        {t('help.faq.search')}
      </label>
      <input
        id={inputId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={t('help.faq.placeholder')}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        aria-describedby={`${inputId}-count`}
      />
      <p id={`${inputId}-count`} role="status" className="mt-2 text-sm text-slate-600">
        {searching ? t(count > 0 ? 'help.faq.found' : 'help.faq.none', { count, search: search.trim() }) : null}
      </p>

      {found.length === 0 ? (
        <p className="mt-4 rounded-xl bg-white p-5 text-center text-slate-700 ring-1 ring-slate-200">{t('help.faq.tryOther')}</p>
      ) : (
        found.map((topic) => (
          <div key={topic.title} className="mt-5">
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">{topic.title}</h3>
            <div className="divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
              {topic.items.map((item) => (
                // While searching the answers stand open, so what matched can be read at once.
                <FaqItem key={`${item.q}-${searching}`} question={item.q} answer={item.a} open={searching} />
              ))}
            </div>
          </div>
        ))
      )}
    </section>
  );
}
