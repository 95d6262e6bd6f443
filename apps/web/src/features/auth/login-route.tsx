import { OTP_LENGTH, loginBody, registerBody } from '@carseva/shared';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Banner } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/form-errors';
import { phoneDigits } from '../../lib/phone-input';
import { type LoginNotice, safeNextPath } from '../../lib/session';
import { useRequestLoginOtp } from './api/request-login-otp';
import { useRequestSignupOtp } from './api/request-signup-otp';
import { useVerifyLogin } from './api/verify-login';
import { useVerifySignup } from './api/verify-signup';
import { AuthCard } from './components/auth-card';
import { AuthField } from './components/auth-field';
import { CodeStepActions } from './components/code-step-actions';
import { OtpCodeField } from './components/otp-code-field';
import { type NewAccountDetails, NewAccountFields } from './components/new-account-fields';
import { fieldErrorsOfAnswer, isAboutTheCode, otpFieldErrors, useFieldErrors } from './components/use-field-errors';
import { useCountdown } from './components/use-countdown';
import { openInAccountLanguage, saveLanguageOnAccount } from './account-language';
import { type MessageId, type Translate, useT } from '../../lib/i18n';

type Message = { tone: 'error' | 'success' | 'info'; text: string };
/** 'new-account': the number has no account yet, so the customer can create one here with a single code. */
type Step = 'phone' | 'new-account' | 'code';

/** A wrong login code gets the spec's text; expiry and exhausted tries say what to do instead. */
const loginCodeFailure = (error: Error, t: Translate) => (error instanceof ApiError && error.code === 'OTP_WRONG' ? t('auth.login.codeWrong') : error.message);

const TITLES = { phone: 'auth.login.title', 'new-account': 'auth.login.newAccountTitle', code: 'auth.login.codeTitle' } as const satisfies Record<
  Step,
  MessageId
>;

function subtitleOf(step: Step, phone: string, t: Translate) {
  if (step === 'phone') return t('auth.login.subtitle');
  if (step === 'new-account') return t('auth.login.newAccountSubtitle', { phone });
  return t('auth.codeSent', { digits: OTP_LENGTH, phone });
}

export function LoginRoute() {
  const { t, language } = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');
  const state = useLocation().state as (LoginNotice & { phone?: string }) | null;
  const [phone, setPhone] = useState(state?.phone ?? '');
  const [newAccount, setNewAccount] = useState<NewAccountDetails>({ name: '', email: '' });
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('phone');
  /** Whether the code step creates the account (sent by the short sign-up) or logs in. */
  const [creating, setCreating] = useState(false);
  const [message, setMessage] = useState<Message | null>(state?.notice ? { tone: 'info', text: state.notice } : null);
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFieldErrors(formRef);
  const sendLoginOtp = useRequestLoginOtp();
  const sendSignupOtp = useRequestSignupOtp();
  const verifyLogin = useVerifyLogin();
  const verifySignup = useVerifySignup();
  const resend = useCountdown();
  const busy = sendLoginOtp.isPending || sendSignupOtp.isPending || verifyLogin.isPending || verifySignup.isPending;

  const codeSent =
    (forNewAccount: boolean) =>
    ({ data }: { data: { resend_after_seconds: number } }) => {
      setStep('code');
      setCreating(forNewAccount);
      setCode('');
      setMessage({ tone: 'success', text: t('auth.otpSent') });
      resend.start(data.resend_after_seconds);
    };

  const sendFailed = (error: Error) => {
    if (!fields.show(fieldErrorsOfAnswer(error))) setMessage({ tone: 'error', text: error.message || t('auth.sendFailed') });
  };

  function requestLoginCode() {
    const parsed = loginBody.safeParse({ mobile_no: phone });
    if (!parsed.success) return void fields.show(fieldErrorsOf(parsed.error));
    sendLoginOtp.mutate(parsed.data, {
      onSuccess: codeSent(false),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'NOT_REGISTERED') return setStep('new-account');
        sendFailed(error);
      },
    });
  }

  function requestSignupCode() {
    const parsed = registerBody.safeParse({ mobile_no: phone, ...newAccount });
    if (!parsed.success) return void fields.show(fieldErrorsOf(parsed.error));
    sendSignupOtp.mutate(parsed.data, { onSuccess: codeSent(true), onError: sendFailed });
  }

  function confirmCode() {
    if (fields.show(otpFieldErrors(code))) return;
    const verify = creating ? verifySignup : verifyLogin;
    verify.mutate(
      { mobile_no: `+91${phone}`, otp: code },
      {
        onSuccess: ({ data }) => {
          const destination = safeNextPath(next);
          // A new account takes the page's language; an existing one brings its own (ADR 39).
          if (creating) void saveLanguageOnAccount(language);
          else if (openInAccountLanguage(destination, data.language, language)) return;
          void navigate(destination, { replace: true });
        },
        onError: (error) => {
          if (!isAboutTheCode(error)) return setMessage({ tone: 'error', text: error.message });
          fields.show({ otp: creating ? error.message : loginCodeFailure(error, t) });
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (step === 'phone') requestLoginCode();
    else if (step === 'new-account') requestSignupCode();
    else confirmCode();
  }

  function goBack(to: Step) {
    setStep(to);
    setMessage(null);
    fields.clearAll();
  }

  return (
    <AuthCard title={t(TITLES[step])} subtitle={subtitleOf(step, phone, t)}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
        <AuthField
          label={t('auth.field.mobile')}
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('auth.field.mobilePlaceholder')}
          value={phone}
          onChange={(e) => {
            setPhone(phoneDigits(e.target.value));
            fields.clear('mobile_no');
          }}
          error={fields.errors.mobile_no}
          disabled={busy || step !== 'phone'}
          required
        />
        {step === 'new-account' ? (
          <>
            <NewAccountFields
              details={newAccount}
              errors={fields.errors}
              onEdit={(field, value) => {
                setNewAccount((d) => ({ ...d, [field]: value }));
                fields.clear(field);
              }}
              disabled={busy}
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {sendSignupOtp.isPending ? t('auth.sending') : t('auth.sendOtp')}
            </Button>
            <button
              type="button"
              className="text-sm font-medium text-brand-700 hover:underline disabled:text-slate-400"
              onClick={() => goBack('phone')}
              disabled={busy}
            >
              {t('auth.login.otherNumber')}
            </button>
          </>
        ) : null}
        {step === 'code' ? (
          <>
            <OtpCodeField label={t('auth.field.code')} type="text" value={code} onChange={setCode} fields={fields} disabled={busy} />
            <Button type="submit" size="lg" block disabled={busy}>
              {verifyLogin.isPending || verifySignup.isPending ? t('auth.verifying') : creating ? t('auth.verifyCreate') : t('auth.login.verify')}
            </Button>
            <CodeStepActions
              backLabel={creating ? t('auth.editDetails') : t('auth.login.changeNumber')}
              onBack={() => goBack(creating ? 'new-account' : 'phone')}
              onResend={creating ? requestSignupCode : requestLoginCode}
              secondsLeft={resend.secondsLeft}
              busy={busy}
            />
          </>
        ) : null}
        {step === 'phone' ? (
          <Button type="submit" size="lg" block disabled={busy}>
            {sendLoginOtp.isPending ? t('auth.sending') : t('auth.sendOtp')}
          </Button>
        ) : null}
      </form>
      {step === 'phone' ? (
        <p className="mt-6 text-center text-sm text-slate-600">
          {t('auth.login.newHere')}{' '}
          <Link to={next ? `/signup?next=${encodeURIComponent(next)}` : '/signup'} className="font-semibold text-brand-700 hover:underline">
            {t('auth.login.signUp')}
          </Link>
        </p>
      ) : null}
    </AuthCard>
  );
}
