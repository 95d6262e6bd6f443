import { AUTH_MESSAGES, OTP_LENGTH } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Banner, TextField, digitsOnly } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { type LoginNotice, safeNextPath } from '../../lib/session';
import { useRequestLoginOtp } from './api/request-login-otp';
import { useVerifyLogin } from './api/verify-login';
import { AuthCard } from './components/auth-card';
import { CodeStepActions } from './components/code-step-actions';
import { useCountdown } from './components/use-countdown';

type Message = { tone: 'error' | 'success' | 'info'; text: string };

/** A wrong code gets the spec's text; expiry, exhausted tries and limits say what to do instead. */
function verifyFailure(error: Error): string {
  const retryable = !(error instanceof ApiError) || error.code === 'OTP_WRONG';
  return retryable ? 'OTP verification failed. Please try again.' : error.message;
}

export function LoginRoute() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLocation().state as (LoginNotice & { phone?: string }) | null;
  const [phone, setPhone] = useState(state?.phone ?? '');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [message, setMessage] = useState<Message | null>(state?.notice ? { tone: 'info', text: state.notice } : null);
  const sendOtp = useRequestLoginOtp();
  const verify = useVerifyLogin();
  const resend = useCountdown();
  const busy = sendOtp.isPending || verify.isPending;

  function requestCode() {
    if (!/^\d{10}$/.test(phone)) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.invalidPhone });
      return;
    }
    sendOtp.mutate(
      { mobile_no: `+91${phone}` },
      {
        onSuccess: ({ data }) => {
          setStep('code');
          setCode('');
          setMessage({ tone: 'success', text: AUTH_MESSAGES.otpSent });
          resend.start(data.resend_after_seconds);
        },
        onError: (error) => setMessage({ tone: 'error', text: error.message || 'Failed to send OTP.' }),
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 'phone') return requestCode();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.invalidOtp });
      return;
    }
    verify.mutate(
      { mobile_no: `+91${phone}`, otp: code },
      {
        onSuccess: () => void navigate(safeNextPath(params.get('next')), { replace: true }),
        onError: (error) => setMessage({ tone: 'error', text: verifyFailure(error) }),
      },
    );
  }

  return (
    <AuthCard
      title={step === 'phone' ? 'Sign In to Your Account' : 'Enter Verification Code'}
      subtitle={step === 'phone' ? 'We will send a one-time code to your mobile number.' : `Enter the ${OTP_LENGTH}-digit code sent to +91 ${phone}.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
        <TextField
          label="Mobile Number"
          prefix="+91"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={10}
          placeholder="10-digit mobile number"
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.target.value, 10))}
          disabled={busy || step === 'code'}
          required
        />
        {step === 'code' ? (
          <>
            <TextField
              label="Verification Code"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder={`${OTP_LENGTH}-digit code`}
              value={code}
              onChange={(e) => setCode(digitsOnly(e.target.value, OTP_LENGTH))}
              disabled={busy}
              autoFocus
              required
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {verify.isPending ? 'Verifying...' : 'Verify & Login'}
            </Button>
            <CodeStepActions
              backLabel="Change number"
              onBack={() => {
                setStep('phone');
                setMessage(null);
              }}
              onResend={requestCode}
              secondsLeft={resend.secondsLeft}
              busy={busy}
            />
          </>
        ) : (
          <Button type="submit" size="lg" block disabled={busy}>
            {sendOtp.isPending ? 'Sending...' : 'Send OTP'}
          </Button>
        )}
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        New to CarSeva?{' '}
        <Link to="/signup" className="font-semibold text-brand-700 hover:underline">
          Sign up
        </Link>
      </p>
    </AuthCard>
  );
}
