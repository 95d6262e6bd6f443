import { firstIssueMessage, formatOrderNumber, helpMessageBody, type Booking } from '@carseva/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Banner } from '../../../components/form-fields';
import { formatBookingDate } from '../../../lib/booking-format';
import type { SessionUser } from '../../../lib/session';
import { useMyOrders } from '../api/get-my-orders';
import { useSendOrderHelp } from '../api/send-order-help';

const control =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-100';

/** What the customer recognises first (the service and its day), then the order number. */
const orderLabel = (b: Booking) => `${b.service.service_name} · ${formatBookingDate(b.booking_date)} (${formatOrderNumber(b.tracking_id)})`;

type Outcome = { tone: 'error' | 'success'; text: string };

/**
 * A message to support about one of the signed-in customer's orders. Support replies to the
 * account's own name, number and email, so the customer writes only the message.
 */
export function OrderHelpForm({ customer, initialOrder }: { customer: SessionUser; initialOrder: string | null }) {
  const orders = useMyOrders(true);
  const [order, setOrder] = useState(initialOrder ?? '');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const send = useSendOrderHelp();
  const id = useId();

  if (orders.isPending) return <p className="text-sm text-slate-600" role="status">Loading your orders…</p>;
  if (orders.isError) {
    return (
      <div className="space-y-3">
        <Banner tone="error">{orders.error.message}</Banner>
        <Button variant="secondary" size="sm" onClick={() => void orders.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  // An order named in the link but not among the latest ones is still offered; the server checks it is theirs.
  const choices = orders.data.map((b) => ({ value: b.tracking_id, label: orderLabel(b) }));
  if (initialOrder && !choices.some((c) => c.value === initialOrder)) choices.unshift({ value: initialOrder, label: `Order ${formatOrderNumber(initialOrder)}` });
  if (choices.length === 0) {
    return (
      <div className="space-y-3 text-slate-700">
        <p>You have no orders yet. Once you book a service, you can ask us about it here.</p>
        <Link to="/services" className={buttonClass({ variant: 'outline', size: 'sm', className: 'inline-block' })}>
          Browse Services
        </Link>
      </div>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!order) {
      setOutcome({ tone: 'error', text: 'Please choose the order you need help with.' });
      return;
    }
    const parsed = helpMessageBody.safeParse({ name: customer.name, phone: customer.mobile_no.replace(/^\+91/, ''), email: customer.email, message, booking: order });
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: firstIssueMessage(parsed.error) });
      return;
    }
    send.mutate(
      { ...parsed.data, booking: order },
      {
        onSuccess: ({ message: sent }) => {
          setOutcome({ tone: 'success', text: sent ?? 'Thanks! Our support team will get back to you.' });
          setMessage('');
        },
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {outcome ? <Banner tone={outcome.tone}>{outcome.text}</Banner> : null}
      <div>
        <label htmlFor={`${id}-order`} className="mb-1.5 block text-sm font-semibold text-slate-700">
          Order
        </label>
        <select id={`${id}-order`} className={control} value={order} onChange={(e) => setOrder(e.target.value)} disabled={send.isPending}>
          <option value="">Choose an order</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="mb-1.5 block text-sm font-semibold text-slate-700">
          What do you need help with?
        </label>
        <textarea
          id={`${id}-message`}
          rows={5}
          className={control}
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setOutcome(null);
          }}
          disabled={send.isPending}
          aria-describedby={`${id}-reply`}
        />
        <p id={`${id}-reply`} className="mt-1.5 text-xs text-slate-500">
          We reply to {customer.email} or call you on {customer.mobile_no}.
        </p>
      </div>
      <Button type="submit" size="lg" bold block disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Send to Support'}
      </Button>
    </form>
  );
}
