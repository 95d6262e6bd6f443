import { useState } from 'react';
import { AppLink } from '../components/app-link';
import { Icon, Logo } from '../components/icons';
import { company, footerColumns } from '../content/site';
import { useT } from '../lib/i18n';
import { DESKTOP_QUERY, useMediaQuery } from '../lib/use-media-query';

/** Five link columns (an accordion on phones, one open at a time) and the contact block. */
export default function SiteFooter() {
  const [openColumn, setOpenColumn] = useState<string | null>(null);
  // On desktop every column is open, so the titles are plain headings rather than toggles. The lists
  // are open by CSS too, and the toggles look like those headings: the prerendered footer is a phone's,
  // and must neither grow nor change as a desktop hydrates it.
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { t } = useT();
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-2 px-4 py-10 md:grid-cols-5 md:gap-8">
        {footerColumns.map((column) => {
          const open = desktop || openColumn === column.id;
          const listId = `footer-${column.id}`;
          return (
            <section key={column.id} className="border-b border-slate-700 md:border-0">
              <h2 className="text-sm font-semibold tracking-wide text-white">
                {desktop ? (
                  t(column.title)
                ) : (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-controls={listId}
                    onClick={() => setOpenColumn(open ? null : column.id)}
                    className="flex w-full items-center justify-between py-3 text-left focus-visible:outline-2 focus-visible:outline-white md:py-0"
                  >
                    {t(column.title)}
                    <Icon name="chevron" className={`size-5 transition-transform md:hidden ${open ? 'rotate-180' : ''}`} />
                  </button>
                )}
              </h2>
              <ul id={listId} className={`${open ? 'block' : 'hidden'} space-y-2 pb-4 text-sm md:mt-3 md:block`}>
                {column.links.map((link) => (
                  <li key={link.to + (link.values ? Object.values(link.values).join() : '')}>
                    <AppLink to={link.to} className="hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white">
                      {t(link.label, link.values)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <Logo inverted />
          <address className="not-italic">
            <p>
              {t('common.footer.helpline')}{' '}
              <a href={company.helplineHref} className="font-semibold text-white hover:underline">
                {company.helpline}
              </a>{' '}
              ({t('common.footer.hours')})
            </p>
            <p>
              {t('common.footer.email')}{' '}
              <a href={`mailto:${company.supportEmail}`} className="font-semibold text-white hover:underline">
                {company.supportEmail}
              </a>
            </p>
          </address>
          <p>{t('common.footer.copyright', { year: String(new Date().getFullYear()), company: company.legalName })}</p>
        </div>
      </div>
    </footer>
  );
}
