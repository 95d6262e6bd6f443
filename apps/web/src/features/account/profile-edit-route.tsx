import { firstIssueMessage, profileUpdateBody, REFERRAL_REWARD_RUPEES } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { Banner, TextField } from '../../components/form-fields';
import { ReferralShare } from '../../components/referral-share';
import { Spinner } from '../../components/spinner';
import { useMe } from './api/get-me';
import { useUpdateMe } from './api/update-me';
import { SmsUpdatesSetting } from './sms-updates-setting';

type Message = { tone: 'error' | 'success'; text: string };

/** The share buttons appear once the customer's code has loaded. */
function ReferralBanner({ code }: { code: string | undefined }) {
  return (
    <div className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white md:p-6">
      <p className="text-lg font-bold md:text-xl">Refer friends and earn ₹{REFERRAL_REWARD_RUPEES}</p>
      <p className="mt-1 text-brand-100">
        You get ₹{REFERRAL_REWARD_RUPEES} and your friend gets ₹{REFERRAL_REWARD_RUPEES} in CarSeva Money when their first service is completed.
      </p>
      {code ? <ReferralShare code={code} reward={REFERRAL_REWARD_RUPEES} /> : null}
    </div>
  );
}

/** The form starts from what the server held when the page loaded. */
function PersonalDetailsForm({ name, email, mobileNo }: { name: string; email: string; mobileNo: string }) {
  const [values, setValues] = useState({ name, email });
  const [message, setMessage] = useState<Message | null>(null);
  const update = useUpdateMe();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = profileUpdateBody.safeParse(values);
    if (!parsed.success) {
      setMessage({ tone: 'error', text: firstIssueMessage(parsed.error) });
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: ({ message: saved }) => setMessage({ tone: 'success', text: saved || 'Profile updated successfully.' }),
      onError: (error) => setMessage({ tone: 'error', text: error.message }),
    });
  }

  const edit = (field: 'name' | 'email') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setMessage(null);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <TextField label="NAME" autoComplete="name" value={values.name} onChange={(e) => edit('name')(e.target.value)} disabled={update.isPending} required />
      <TextField label="EMAIL ADDRESS" type="email" autoComplete="email" value={values.email} onChange={(e) => edit('email')(e.target.value)} disabled={update.isPending} required />
      <div>
        <TextField label="MOBILE NO" prefix="+91" type="tel" value={mobileNo.replace(/^\+91/, '')} readOnly aria-describedby="mobile-note" />
        <p id="mobile-note" className="mt-1.5 text-xs text-slate-500">
          Your mobile number is how you log in, so it cannot be changed here.
        </p>
      </div>
      <Button type="submit" size="lg" block className="md:w-auto md:px-10" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save'}
      </Button>
    </form>
  );
}

export function ProfileEditRoute() {
  const me = useMe();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <h1 className="mb-5 text-2xl font-bold text-slate-900">My Profile</h1>
      <ReferralBanner code={me.data?.referral_code} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 md:p-8">
        <h2 className="mb-5 text-sm font-bold tracking-wide text-slate-500">PERSONAL DETAILS</h2>
        {me.isPending ? (
          <Spinner label="Loading your profile" />
        ) : me.isError ? (
          <Banner tone="error">{me.error.message}</Banner>
        ) : (
          <PersonalDetailsForm key={me.data.id} name={me.data.name} email={me.data.email} mobileNo={me.data.mobile_no} />
        )}
      </div>
      {me.data ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 md:p-8">
          <h2 className="mb-5 text-sm font-bold tracking-wide text-slate-500">NOTIFICATIONS</h2>
          {/* Accounts from before the setting existed get updates, as the server's default says. */}
          <SmsUpdatesSetting name={me.data.name} email={me.data.email} enabled={me.data.sms_updates !== false} />
        </div>
      ) : null}
    </section>
  );
}
