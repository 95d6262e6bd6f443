import { useId, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { button, card, input, label } from './ui';
import { ROLE_WORDS } from '../words';
import { useT } from '../../../lib/i18n';
import type { Roles } from '../../../lib/partner-access';

/** Which garage to run: straight in for one garage; a list for several; any garage number for an admin. */
export function GarageChooser({ roles }: { roles: Roles }) {
  const { t } = useT();
  const [only] = roles.garages;
  if (!roles.admin && roles.garages.length === 1 && only) return <Navigate to={`/partner/${only.id}`} replace />;
  return (
    <div className="mx-auto max-w-lg space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('partner.chooser.title')}</h1>
      {roles.garages.length > 0 ? (
        <ul className="space-y-3" aria-label={t('partner.chooser.list')}>
          {roles.garages.map((g) => (
            <li key={g.id}>
              <Link
                to={`/partner/${g.id}`}
                className={`${card} flex min-h-16 items-center justify-between gap-3 font-semibold text-slate-900 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                <span className="min-w-0 truncate">{g.name || t('partner.garage.numbered', { id: g.id })}</span>
                <span className="shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold tracking-wide text-slate-700 uppercase">
                  {t(ROLE_WORDS[g.role])}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {roles.admin ? <AnyGarage /> : null}
    </div>
  );
}

/**
 * Admins may open any garage by its number. What is typed stays as typed: a letter, a sign or a number
 * too long to be a garage's is refused with a message, never dropped to leave some other number.
 */
function AnyGarage() {
  const { t } = useT();
  const id = useId();
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    const garageId = Number(typed);
    if (!/^\d{1,9}$/.test(typed) || garageId < 1) {
      setProblem(t('partner.chooser.numberProblem'));
      return;
    }
    navigate(`/partner/${garageId}`);
  };
  return (
    <form onSubmit={submit} noValidate className={`${card} space-y-3`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('partner.chooser.anyTitle')}
      </h2>
      <div>
        <label htmlFor={id} className={label}>
          {t('partner.chooser.number')}
        </label>
        <input
          id={id}
          inputMode="numeric"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          aria-invalid={problem !== null ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className={input}
        />
        {problem ? (
          <p id={`${id}-problem`} className="mt-1 text-sm text-red-700">
            {problem}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${button.primary} w-full`}>
        {t('partner.chooser.open')}
      </button>
    </form>
  );
}
