import { OTP_LENGTH, registerBody } from '@carseva/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Banner } from '../../components/form-fields';
import { fieldErrorsOf } from '../../lib/form-errors';
import { phoneDigits } from '../../lib/phone-input';
import { loginPath, safeNextPath } from '../../lib/session';
import { useRequestSignupOtp } from './api/request-signup-otp';
import { useVerifySignup } from './api/verify-signup';
import { AuthCard } from './components/auth-card';
import { AuthField } from './components/auth-field';
import { CodeStepActions } from './components/code-step-actions';
import { OtpCodeField } from './components/otp-code-field';
import { type AuthFieldName, fieldErrorsOfAnswer, isAboutTheCode, isNetworkError, otpFieldErrors, useFieldErrors } from './components/use-field-errors';
import { useCountdown } from './components/use-countdown';
import { saveLanguageOnAccount } from './account-language';
import { useT } from '../../lib/i18n';

type Message = { tone: 'error' | 'success'; text: string };
/** No username: the server makes one from the name. The email may be left blank. */
type Details = Record<'name' | 'email' | 'mobile_no' | 'referral_code', string>;

/** How long the success message shows before the customer goes on, signed in. */
const REDIRECT_MS = 2000;

export function SignupRoute() {
  const { t, language } = useT();
  const navigate = useNavigate();
  // A friend's share link (/signup?ref=CODE) fills in their referral code; ?next= is where the customer was heading.
  const [searchParams] = useSearchParams();
  const next = searchParams.get('next');
  const [details, setDetails] = useState<Details>({ name: '', email: '', mobile_no: '', referral_code: searchParams.get('ref') ?? '' });
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'details' | 'code' | 'done'>('details');
  const [message, setMessage] = useState<Message | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors(formRef);
  const sendOtp = useRequestSignupOtp();
  const verify = useVerifySignup();
  const resend = useCountdown();
  const busy = sendOtp.isPending || verify.isPending || step === 'done';
  const referralCode = details.referral_code.trim() || undefined;

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => void navigate(safeNextPath(next), { replace: true }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate, next]);

  const edit = (field: AuthFieldName & keyof Details) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    fields.clear(field);
    setMessage(null);
  };

  function requestCode() {
    const parsed = registerBody.safeParse({ ...details, referral_code: referralCode });
    if (!parsed.success) {
      fields.show(fieldErrorsOf(parsed.error));
      return;
    }
    sendOtp.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        setStep('code');
        setCode('');
        setMessage({ tone: 'success', text: t('auth.signup.otpSent') });
        resend.start(data.resend_after_seconds);
      },
      onError: (error) => {
        // A resend refused for a detail (the number registered meanwhile) goes back to the details to show it.
        if (fields.show(fieldErrorsOfAnswer(error))) return setStep('details');
        setMessage({
          tone: 'error',
          text: isNetworkError(error) ? t('auth.signup.networkSend') : error.message || t('auth.signup.sendFailed'),
        });
      },
    });
  }

  function confirmCode() {
    if (fields.show(otpFieldErrors(code))) return;
    verify.mutate(
      { mobile_no: `+91${details.mobile_no}`, otp: code, referral_code: referralCode },
      {
        onSuccess: () => {
          // The new account reads in the language it was made in.
          void saveLanguageOnAccount(language);
          setStep('done');
          setMessage({ tone: 'success', text: t('auth.signup.done') });
        },
        onError: (error) => {
          if (isAboutTheCode(error)) return void fields.show({ otp: error.message || t('auth.signup.codeWrong') });
          setMessage({
            tone: 'error',
            text: isNetworkError(error) ? t('auth.signup.networkVerify') : error.message || t('auth.signup.codeWrong'),
          });
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (step === 'details') requestCode();
    else confirmCode();
  }

  return (
    <AuthCard
      title={t('auth.signup.title')}
      subtitle={step === 'details' ? t('auth.signup.subtitle') : t('auth.codeSent', { digits: OTP_LENGTH, phone: details.mobile_no })}
    >
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
        {step === 'details' ? (
          <>
            <AuthField
              label={t('auth.field.name')}
              autoComplete="name"
              value={details.name}
              onChange={(e) => edit('name')(e.target.value)}
              error={fields.errors.name}
              disabled={busy}
              required
            />
            <AuthField
              label={t('auth.field.email')}
              type="email"
              autoComplete="email"
              value={details.email}
              onChange={(e) => edit('email')(e.target.value)}
              error={fields.errors.email}
              disabled={busy}
            />
            <AuthField
              label={t('auth.field.phone')}
              prefix="+91"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={details.mobile_no}
              onChange={(e) => edit('mobile_no')(phoneDigits(e.target.value))}
              error={fields.errors.mobile_no}
              disabled={busy}
              required
            />
            <AuthField
              label={t('auth.field.referral')}
              autoCapitalize="characters"
              autoComplete="off"
              value={details.referral_code}
              onChange={(e) => edit('referral_code')(e.target.value.toUpperCase())}
              error={fields.errors.referral_code}
              disabled={busy}
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {sendOtp.isPending ? t('auth.processing') : t('auth.sendOtp')}
            </Button>
          </>
        ) : (
          <>
            <OtpCodeField label={t('auth.field.otp')} value={code} onChange={setCode} fields={fields} disabled={busy} />
            <Button type="submit" size="lg" block disabled={busy}>
              {verify.isPending || step === 'done' ? t('auth.processing') : t('auth.verifyCreate')}
            </Button>
            {step === 'code' ? (
              <CodeStepActions
                backLabel={t('auth.editDetails')}
                onBack={() => {
                  setStep('details');
                  setMessage(null);
                  fields.clearAll();
                }}
                onResend={requestCode}
                secondsLeft={resend.secondsLeft}
                busy={busy}
              />
            ) : null}
          </>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.signup.haveAccount')}{' '}
        <Link to={loginPath(next ?? undefined)} className="font-semibold text-brand-700 hover:underline">
          {t('auth.signup.logIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
