import { AUTH_MESSAGES, OTP_LENGTH, firstIssueMessage, registerBody } from '@carseva/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { Banner, TextField, digitsOnly } from '../../components/form-fields';
import { ApiError } from '../../lib/api-client';
import { useRequestSignupOtp } from './api/request-signup-otp';
import { useVerifySignup } from './api/verify-signup';
import { AuthCard } from './components/auth-card';
import { CodeStepActions } from './components/code-step-actions';
import { useCountdown } from './components/use-countdown';

type Message = { tone: 'error' | 'success'; text: string };

const BANNER_MS = 5000;
const REDIRECT_MS = 2000;

const isNetworkError = (error: Error) => error instanceof ApiError && error.status === 0;

export function SignupRoute() {
  const navigate = useNavigate();
  // A friend's share link (/signup?ref=CODE) fills in their referral code.
  const [searchParams] = useSearchParams();
  const [details, setDetails] = useState({ name: '', email: '', username: '', phone: '', referral: searchParams.get('ref') ?? '' });
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'details' | 'code' | 'done'>('details');
  const [message, setMessage] = useState<Message | null>(null);
  const sendOtp = useRequestSignupOtp();
  const verify = useVerifySignup();
  const resend = useCountdown();
  const busy = sendOtp.isPending || verify.isPending || step === 'done';

  useEffect(() => {
    if (!message || step === 'done') return;
    const timer = setTimeout(() => setMessage(null), BANNER_MS);
    return () => clearTimeout(timer);
  }, [message, step]);

  useEffect(() => {
    if (step !== 'done') return;
    const timer = setTimeout(() => void navigate('/login', { state: { phone: details.phone } }), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [step, navigate, details.phone]);

  const edit = (field: keyof typeof details) => (value: string) => {
    setDetails((d) => ({ ...d, [field]: value }));
    setMessage(null);
  };

  function requestCode() {
    const parsed = registerBody.safeParse({
      mobile_no: details.phone,
      name: details.name,
      email: details.email,
      username: details.username,
      referral_code: details.referral.trim() || undefined,
    });
    if (!parsed.success) {
      setMessage({ tone: 'error', text: firstIssueMessage(parsed.error) });
      return;
    }
    sendOtp.mutate(parsed.data, {
      onSuccess: ({ message: sent, data }) => {
        setStep('code');
        setCode('');
        setMessage({ tone: 'success', text: sent || 'OTP sent successfully!' });
        resend.start(data.resend_after_seconds);
      },
      onError: (error) =>
        setMessage({ tone: 'error', text: isNetworkError(error) ? 'An error occurred. Please try again later.' : error.message || 'Failed to send OTP. Please check your details.' }),
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (step === 'details') return requestCode();
    if (!new RegExp(`^\\d{${OTP_LENGTH}}$`).test(code)) {
      setMessage({ tone: 'error', text: AUTH_MESSAGES.invalidOtp });
      return;
    }
    verify.mutate(
      { mobile_no: `+91${details.phone}`, otp: code, referral_code: details.referral.trim() || undefined },
      {
        onSuccess: () => {
          setStep('done');
          setMessage({ tone: 'success', text: 'Registration successful! Redirecting to login...' });
        },
        onError: (error) =>
          setMessage({ tone: 'error', text: isNetworkError(error) ? 'An error occurred while verifying OTP.' : error.message || 'Invalid OTP. Please try again.' }),
      },
    );
  }

  return (
    <AuthCard
      title="Create Your Account"
      subtitle={step === 'details' ? 'Sign up with your mobile number to book and track services.' : `Enter the ${OTP_LENGTH}-digit code sent to +91 ${details.phone}.`}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
        {step === 'details' ? (
          <>
            <TextField label="Full Name" autoComplete="name" value={details.name} onChange={(e) => edit('name')(e.target.value)} disabled={busy} required />
            <TextField label="Email Address" type="email" autoComplete="email" value={details.email} onChange={(e) => edit('email')(e.target.value)} disabled={busy} required />
            <TextField label="Username" autoComplete="username" autoCapitalize="none" value={details.username} onChange={(e) => edit('username')(e.target.value)} disabled={busy} required />
            <TextField
              label="10-Digit Phone Number"
              prefix="+91"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={details.phone}
              onChange={(e) => edit('phone')(digitsOnly(e.target.value, 10))}
              disabled={busy}
              required
            />
            <TextField
              label="Referral Code (optional)"
              autoCapitalize="characters"
              autoComplete="off"
              maxLength={8}
              value={details.referral}
              onChange={(e) => edit('referral')(e.target.value.toUpperCase())}
              disabled={busy}
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {sendOtp.isPending ? 'Processing...' : 'Send OTP'}
            </Button>
          </>
        ) : (
          <>
            <TextField
              label="OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_LENGTH}
              placeholder={`${OTP_LENGTH}-digit code`}
              value={code}
              onChange={(e) => {
                setCode(digitsOnly(e.target.value, OTP_LENGTH));
                if (step === 'code') setMessage(null);
              }}
              disabled={busy}
              autoFocus
              required
            />
            <Button type="submit" size="lg" block disabled={busy}>
              {verify.isPending || step === 'done' ? 'Processing...' : 'Verify & Create Account'}
            </Button>
            {step === 'code' ? (
              <CodeStepActions
                backLabel="Edit details"
                onBack={() => {
                  setStep('details');
                  setMessage(null);
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
        Already have an account?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}
