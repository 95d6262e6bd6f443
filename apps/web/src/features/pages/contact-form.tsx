import { contactMessageBody, type ContactMessageBody } from '@carseva/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSendContactMessage } from './api/send-contact-message';
import { Button } from '../../components/button';
import { ApiError } from '../../lib/api-client';
import { phoneDigits } from '../../lib/phone-input';
import { useT } from '../../lib/i18n';

type Field = keyof ContactMessageBody;
const empty: ContactMessageBody = { name: '', phone: '', email: '', message: '' };
const input =
  'w-full rounded-lg border border-slate-300 px-3 py-2.5 focus:border-brand-600 focus:ring-2 focus:ring-brand-100 focus:outline-none aria-invalid:border-red-600';

/** Checks every field with the API's own schema, posts the message and opens the thank-you page. */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendContactMessage();
  const navigate = useNavigate();
  const { t } = useT();

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = contactMessageBody.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => void navigate('/thankyou'),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) {
          setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k, v[0]])));
        }
        setFailure(error.message);
      },
    });
  };

  const field = (name: Field, label: string, control: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode) => (
    <div>
      <label htmlFor={`contact-${name}`} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {control({
        id: `contact-${name}`,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
      })}
      {errors[name] ? (
        <p id={`contact-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {field('name', t('pages.contactForm.name'), (p) => (
        <input {...p} autoComplete="name" className={input} value={values.name} onChange={(e) => set('name', e.target.value)} />
      ))}
      {field('phone', t('pages.contactForm.phone'), (p) => (
        <input
          {...p}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          className={input}
          value={values.phone}
          onChange={(e) => set('phone', phoneDigits(e.target.value))}
        />
      ))}
      {field('email', t('pages.contactForm.email'), (p) => (
        <input {...p} type="email" autoComplete="email" className={input} value={values.email} onChange={(e) => set('email', e.target.value)} />
      ))}
      {field('message', t('pages.contactForm.message'), (p) => (
        <textarea {...p} rows={5} className={input} value={values.message} onChange={(e) => set('message', e.target.value)} />
      ))}
      {failure ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" bold block disabled={send.isPending}>
        {send.isPending ? t('pages.contactForm.sending') : t('pages.contactForm.send')}
      </Button>
    </form>
  );
}
