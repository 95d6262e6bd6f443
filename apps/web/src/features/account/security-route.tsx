import type { AccountSession } from '@carseva/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { Banner } from '../../components/form-fields';
import { Spinner } from '../../components/spinner';
import { formatIstTimestamp } from '../../lib/booking-format';
import { useSessions } from './api/get-sessions';
import { useRevokeOtherSessions } from './api/revoke-other-sessions';
import { useRevokeSession } from './api/revoke-session';
import { useT } from '../../lib/i18n';

type Outcome = { tone: 'error' | 'success'; text: string };

function DeviceRow({ session, onOutcome }: { session: AccountSession; onOutcome(outcome: Outcome): void }) {
  const revoke = useRevokeSession();
  const navigate = useNavigate();
  const headingId = `device-${session.id}`;
  const { t, language } = useT();
  // Awaited rather than given to mutate(): signing this device out forgets the customer and clears the
  // cached list, which can unmount this row first, and mutate()'s own callbacks are then never called.
  const signOut = async () => {
    try {
      const { message } = await revoke.mutateAsync(session);
      if (session.current) void navigate('/login');
      else onOutcome({ tone: 'success', text: message ?? t('account.security.deviceSignedOut') });
    } catch (error) {
      onOutcome({ tone: 'error', text: (error as Error).message });
    }
  };
  return (
    <Card as="li" padding="md" className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {session.device}
          {session.current ? (
            <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('account.security.thisDevice')}</span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {session.place ? `${session.place} · ` : null}
          {session.current ? t('account.security.activeNow') : t('account.security.lastActive', { time: formatIstTimestamp(session.last_active_at, language) })}
        </p>
        <p className="text-xs text-slate-500">{t('account.security.signedIn', { time: formatIstTimestamp(session.signed_in_at, language) })}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={revoke.isPending} aria-describedby={headingId}>
        {revoke.isPending ? t('account.security.signingOut') : t('account.security.signOut')}
      </Button>
    </Card>
  );
}

function SignOutOthers({ onOutcome }: { onOutcome(outcome: Outcome): void }) {
  const revokeOthers = useRevokeOtherSessions();
  const { t } = useT();
  return (
    <Button
      variant="outline"
      block
      className="md:w-auto"
      disabled={revokeOthers.isPending}
      onClick={() =>
        revokeOthers.mutate(undefined, {
          onSuccess: ({ message }) => onOutcome({ tone: 'success', text: message ?? t('account.security.othersSignedOut') }),
          onError: (error) => onOutcome({ tone: 'error', text: error.message }),
        })
      }
    >
      {revokeOthers.isPending ? t('account.security.signingOut') : t('account.security.signOutOthers')}
    </Button>
  );
}

function DeviceList() {
  const sessions = useSessions();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { t } = useT();
  if (sessions.isPending) return <Spinner label={t('account.security.loading')} />;
  if (sessions.isError) {
    return (
      <div className="space-y-3">
        <Banner tone="error">{sessions.error.message}</Banner>
        <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
          {t('account.saved.tryAgain')}
        </Button>
      </div>
    );
  }
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      {outcome ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      {sessions.data.length === 0 ? (
        <p className="text-slate-700">{t('account.security.none')}</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="devices-heading">
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} onOutcome={setOutcome} />
          ))}
        </ul>
      )}
      {others > 0 ? <SignOutOthers onOutcome={setOutcome} /> : <p className="text-sm text-slate-600">{t('account.security.nowhereElse')}</p>}
    </div>
  );
}

export function SecurityRoute() {
  const { t } = useT();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" aria-labelledby="security-heading">
      <h1 id="security-heading" className="text-2xl font-bold text-slate-900">
        {t('common.account.security')}
      </h1>
      <p className="mt-1 mb-6 text-slate-600">{t('account.security.intro')}</p>
      <h2 id="devices-heading" className="mb-3 text-sm font-bold tracking-wide text-slate-500">
        {t('account.security.devices')}
      </h2>
      <DeviceList />
    </section>
  );
}
