import { formatRupees, profileUpdateBody, REFERRAL_REWARD_RUPEES } from '@carseva/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Banner, Field, TextField } from '../../components/form-fields';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors, withoutField } from '../../lib/form-errors';
import { ReferralShare } from '../../components/referral-share';
import { Spinner } from '../../components/spinner';
import { useMe } from './api/get-me';
import { useUpdateMe } from './api/update-me';
import { SmsUpdatesSetting } from './sms-updates-setting';
import { WhatsAppUpdatesSetting } from './whatsapp-updates-setting';
import { useT } from '../../lib/i18n';

type Message = { tone: 'error' | 'success'; text: string };

/** The share buttons appear once the customer's code has loaded. */
function ReferralBanner({ code }: { code: string | undefined }) {
  const { t } = useT();
  const reward = formatRupees(REFERRAL_REWARD_RUPEES);
  return (
    <div className="rounded-2xl bg-gradient-to-r from-brand-700 to-brand-600 p-5 text-white md:p-6">
      <p className="text-lg font-bold md:text-xl">{t('account.profile.referTitle', { reward })}</p>
      <p className="mt-1 text-brand-100">{t('account.profile.referText', { reward })}</p>
      {code ? <ReferralShare code={code} reward={REFERRAL_REWARD_RUPEES} /> : null}
    </div>
  );
}

/**
 * The form starts from what the server held when the page loaded. Every problem shows at once, at its
 * field (the browser's check and the server's refusal alike), until that field is edited.
 */
function PersonalDetailsForm({ name, email, mobileNo }: { name: string; email: string; mobileNo: string }) {
  const [values, setValues] = useState({ name, email });
  const [message, setMessage] = useState<Message | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shownTimes, setShownTimes] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateMe();
  const { t } = useT();

  // Showing problems moves the focus to the first marked field.
  useEffect(() => {
    if (shownTimes > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [shownTimes]);

  function showErrors(found: FieldErrors): boolean {
    if (Object.keys(found).length === 0) return false;
    setErrors(found);
    setShownTimes((n) => n + 1);
    return true;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const parsed = profileUpdateBody.safeParse(values);
    if (!parsed.success) return void showErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: ({ message: saved }) => setMessage({ tone: 'success', text: saved || t('account.profile.saved') }),
      onError: (error) => {
        if (!showErrors(serverFieldErrors(error))) setMessage({ tone: 'error', text: error.message });
      },
    });
  }

  const edit = (field: 'name' | 'email') => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((all) => withoutField(all, field));
    setMessage(null);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <Field label={t('account.profile.name')} error={errors.name}>
        {(control) => (
          <input {...control} autoComplete="name" value={values.name} onChange={(e) => edit('name')(e.target.value)} disabled={update.isPending} required />
        )}
      </Field>
      <Field label={t('account.profile.email')} error={errors.email}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(e) => edit('email')(e.target.value)}
            disabled={update.isPending}
            required
          />
        )}
      </Field>
      <div>
        <TextField label={t('account.profile.mobile')} prefix="+91" type="tel" value={mobileNo.replace(/^\+91/, '')} readOnly aria-describedby="mobile-note" />
        <p id="mobile-note" className="mt-1.5 text-xs text-slate-500">
          {t('account.profile.mobileNote')}
        </p>
      </div>
      <Button type="submit" size="lg" block className="md:w-auto md:px-10" disabled={update.isPending}>
        {update.isPending ? t('account.form.saving') : t('account.profile.save')}
      </Button>
    </form>
  );
}

export function ProfileEditRoute() {
  const me = useMe();
  const { t } = useT();
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <h1 className="mb-5 text-2xl font-bold text-slate-900">{t('common.account.profile')}</h1>
      <ReferralBanner code={me.data?.referral_code} />
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 md:p-8">
        <h2 className="mb-5 text-sm font-bold tracking-wide text-slate-500">{t('account.profile.personalDetails')}</h2>
        {me.isPending ? (
          <Spinner label={t('account.profile.loading')} />
        ) : me.isError ? (
          <Banner tone="error">{me.error.message}</Banner>
        ) : (
          <PersonalDetailsForm key={me.data.id} name={me.data.name} email={me.data.email} mobileNo={me.data.mobile_no} />
        )}
      </div>
      {me.data ? (
        <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 md:p-8">
          <h2 className="mb-5 text-sm font-bold tracking-wide text-slate-500">{t('account.profile.notifications')}</h2>
          {/* Accounts from before the setting existed get updates, as the server's default says. */}
          <SmsUpdatesSetting name={me.data.name} email={me.data.email} enabled={me.data.sms_updates !== false} />
          <div className="mt-6 border-t border-slate-200 pt-6">
            <WhatsAppUpdatesSetting enabled={Boolean(me.data.whatsapp_opt_in_at)} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
