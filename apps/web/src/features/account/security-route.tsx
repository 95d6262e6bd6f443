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

type Outcome = { tone: 'error' | 'success'; text: string };

function DeviceRow({ session, onOutcome }: { session: AccountSession; onOutcome(outcome: Outcome): void }) {
  const revoke = useRevokeSession();
  const navigate = useNavigate();
  const headingId = `device-${session.id}`;
  // Awaited rather than given to mutate(): signing this device out forgets the customer and clears the
  // cached list, which can unmount this row first, and mutate()'s own callbacks are then never called.
  const signOut = async () => {
    try {
      const { message } = await revoke.mutateAsync(session);
      if (session.current) void navigate('/login');
      else onOutcome({ tone: 'success', text: message ?? 'That device has been signed out.' });
    } catch (error) {
      onOutcome({ tone: 'error', text: (error as Error).message });
    }
  };
  return (
    <Card as="li" padding="md" className="flex flex-wrap items-center justify-between gap-3">
      <div className="min-w-0">
        <p id={headingId} className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          {session.device}
          {session.current ? <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">This device</span> : null}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {session.place ? `${session.place} · ` : null}
          {session.current ? 'Active now' : `Last active ${formatIstTimestamp(session.last_active_at)}`}
        </p>
        <p className="text-xs text-slate-500">Signed in {formatIstTimestamp(session.signed_in_at)}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => void signOut()} disabled={revoke.isPending} aria-describedby={headingId}>
        {revoke.isPending ? 'Signing out…' : 'Sign out'}
      </Button>
    </Card>
  );
}

function SignOutOthers({ onOutcome }: { onOutcome(outcome: Outcome): void }) {
  const revokeOthers = useRevokeOtherSessions();
  return (
    <Button
      variant="outline"
      block
      className="md:w-auto"
      disabled={revokeOthers.isPending}
      onClick={() =>
        revokeOthers.mutate(undefined, {
          onSuccess: ({ message }) => onOutcome({ tone: 'success', text: message ?? 'Signed out of your other devices.' }),
          onError: (error) => onOutcome({ tone: 'error', text: error.message }),
        })
      }
    >
      {revokeOthers.isPending ? 'Signing out…' : 'Sign out of all other devices'}
    </Button>
  );
}

function DeviceList() {
  const sessions = useSessions();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (sessions.isPending) return <Spinner label="Loading your devices" />;
  if (sessions.isError) {
    return (
      <div className="space-y-3">
        <Banner tone="error">{sessions.error.message}</Banner>
        <Button variant="secondary" size="sm" onClick={() => void sessions.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <div className="space-y-4">
      {outcome ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      {sessions.data.length === 0 ? (
        <p className="text-slate-700">No devices are signed in.</p>
      ) : (
        <ul className="space-y-3" aria-labelledby="devices-heading">
          {sessions.data.map((session) => (
            <DeviceRow key={session.id} session={session} onOutcome={setOutcome} />
          ))}
        </ul>
      )}
      {others > 0 ? <SignOutOthers onOutcome={setOutcome} /> : <p className="text-sm text-slate-600">You are not signed in anywhere else.</p>}
    </div>
  );
}

export function SecurityRoute() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10" aria-labelledby="security-heading">
      <h1 id="security-heading" className="text-2xl font-bold text-slate-900">
        Account Security
      </h1>
      <p className="mt-1 mb-6 text-slate-600">
        These devices are signed in to your account. If you do not recognise one, sign it out and it will have to log in again.
      </p>
      <h2 id="devices-heading" className="mb-3 text-sm font-bold tracking-wide text-slate-500">
        SIGNED-IN DEVICES
      </h2>
      <DeviceList />
    </section>
  );
}
