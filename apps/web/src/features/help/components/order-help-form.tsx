import { formatOrderNumber, helpMessageBody, type Booking } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Banner, Field } from '../../../components/form-fields';
import { type FieldErrors, fieldErrorsOf, serverFieldErrors, withoutField } from '../../../lib/form-errors';
import { formatBookingDate } from '../../../lib/booking-format';
import type { SessionUser } from '../../../lib/session';
import { useMyOrders } from '../api/get-my-orders';
import { useSendOrderHelp } from '../api/send-order-help';
import { type Language, useT } from '../../../lib/i18n';

/** What the customer recognises first (the service and its day), then the order number. */
const orderLabel = (b: Booking, language: Language) =>
  `${b.service.service_name} · ${formatBookingDate(b.booking_date, language)} (${formatOrderNumber(b.tracking_id)})`;

type Outcome = { tone: 'error' | 'success'; text: string };

/**
 * The problems the customer can fix here, at the order and message fields; a problem with the
 * account's own details (which this form does not edit) is said above the form.
 */
function splitProblems(found: FieldErrors): { fields: FieldErrors; other: string | undefined } {
  const { booking, message, ...rest } = found;
  return { fields: { booking, message }, other: Object.values(rest).find(Boolean) };
}

/**
 * A message to support about one of the signed-in customer's orders. Support replies to the
 * account's own name, number and email, so the customer writes only the message.
 */
export function OrderHelpForm({ customer, initialOrder }: { customer: SessionUser; initialOrder: string | null }) {
  const orders = useMyOrders(true);
  const [order, setOrder] = useState(initialOrder ?? '');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useSendOrderHelp();
  const { t, language } = useT();

  if (orders.isPending)
    return (
      <p className="text-sm text-slate-600" role="status">
        {t('help.form.loading')}
      </p>
    );
  if (orders.isError) {
    return (
      <div className="space-y-3">
        <Banner tone="error">{orders.error.message}</Banner>
        <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
          {t('help.tryAgain')}
        </Button>
      </div>
    );
  }
  // An order named in the link but not among the latest ones is still offered; the server checks it is theirs.
  const choices = orders.data.map((b) => ({ value: b.tracking_id, label: orderLabel(b, language) }));
  if (initialOrder && !choices.some((c) => c.value === initialOrder))
    choices.unshift({ value: initialOrder, label: t('help.form.number', { number: formatOrderNumber(initialOrder) }) });
  if (choices.length === 0) {
    return (
      <div className="space-y-3 text-slate-700">
        <p>{t('help.form.none')}</p>
        <Link to="/services" className={buttonClass({ variant: 'outline', size: 'sm', className: 'inline-block' })}>
          {t('help.form.browse')}
        </Link>
      </div>
    );
  }

  function show(found: FieldErrors, fallback?: string) {
    const { fields, other } = splitProblems(found);
    setErrors(fields);
    const text = other ?? (fields.booking || fields.message ? undefined : fallback);
    setOutcome(text ? { tone: 'error', text } : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = helpMessageBody.safeParse({
      name: customer.name,
      phone: customer.mobile_no.replace(/^\+91/, ''),
      email: customer.email,
      message,
      booking: order || undefined,
    });
    const found = parsed.success ? {} : fieldErrorsOf(parsed.error);
    if (!order) found.booking = t('help.form.required');
    if (!parsed.success || !order) return show(found);
    setErrors({});
    setOutcome(null);
    send.mutate(
      { ...parsed.data, booking: order },
      {
        onSuccess: ({ message: sent }) => {
          setOutcome({ tone: 'success', text: sent ?? t('help.form.sent') });
          setMessage('');
        },
        onError: (error) => show(serverFieldErrors(error), error.message),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {outcome ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      <Field label={t('help.form.label')} error={errors.booking}>
        {(control) => (
          <select
            {...control}
            value={order}
            onChange={(e) => {
              setOrder(e.target.value);
              setErrors((all) => withoutField(all, 'booking'));
            }}
            disabled={send.isPending}
          >
            <option value="">{t('help.form.choose')}</option>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('help.form.message')}
        error={errors.message}
        // An account may have no email: then the reply is a call.
        hint={
          customer.email
            ? t('help.form.replyTo', { email: customer.email, mobile: customer.mobile_no })
            : t('help.form.callBack', { mobile: customer.mobile_no })
        }
      >
        {(control) => (
          <textarea
            {...control}
            rows={5}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setErrors((all) => withoutField(all, 'message'));
              setOutcome(null);
            }}
            disabled={send.isPending}
          />
        )}
      </Field>
      <Button type="submit" size="lg" bold block disabled={send.isPending}>
        {send.isPending ? t('help.form.sending') : t('help.form.send')}
      </Button>
    </form>
  );
}
