import { useState, type FormEvent } from 'react';
import { COUPON_FORMAT, useCart } from '../lib/cart';
import { type MessageId, useT } from '../lib/i18n';

/** Where the code goes in a message, so it can be drawn in bold wherever each language puts it. */
const CODE_MARK = '\u0000';

/** A coupon message with its code in bold. */
function WithCode({ id, code, problem }: { id: MessageId; code: string; problem?: string }) {
  const { t } = useT();
  const [before, after] = t(id, { code: CODE_MARK, problem }).split(CODE_MARK);
  return (
    <>
      {before}
      <strong>{code}</strong>
      {after}
    </>
  );
}

/**
 * The cart's coupon: a code of the right form is kept with the cart. Without `applied` it will be
 * checked at checkout; with it (the checkout's quote) it says the server's price has it. A coupon the
 * server stopped applying is gone from the cart, and this says which and why.
 */
export function CouponEntry({ applied }: { applied?: boolean }) {
  const couponCode = useCart((s) => s.couponCode);
  const couponDropped = useCart((s) => s.couponDropped);
  const setCouponCode = useCart((s) => s.setCouponCode);
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useT();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const normalised = code.trim().toUpperCase();
    if (!COUPON_FORMAT.test(normalised)) {
      setProblem(t('booking.coupon.invalid'));
      return;
    }
    setCouponCode(normalised);
    setOpen(false);
    setCode('');
  };

  if (couponCode && !open) {
    return (
      <div className="flex items-center justify-between gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <p role="status">
          <WithCode id={applied ? 'booking.coupon.applied' : 'booking.coupon.atCheckout'} code={couponCode} />
        </p>
        <button type="button" onClick={() => setCouponCode(null)} className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('booking.coupon.remove')}
        </button>
      </div>
    );
  }
  const dropped = couponDropped ? (
    <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <WithCode id="booking.coupon.dropped" code={couponDropped.code} problem={couponDropped.reason} />
    </p>
  ) : null;
  if (!open) {
    return (
      <>
        {dropped}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="w-full rounded-lg border border-dashed border-brand-600 px-3 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('booking.coupon.open')}
        </button>
      </>
    );
  }
  return (
    <form onSubmit={apply} noValidate className="space-y-1">
      {dropped}
      <label htmlFor="coupon-code" className="text-sm font-medium text-slate-700">
        {t('booking.coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
          autoCapitalize="characters"
          maxLength={16}
          aria-invalid={problem !== null || undefined}
          aria-describedby="coupon-help"
          className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-2 uppercase focus:border-brand-600 focus:outline-none"
        />
        <button
          type="submit"
          className="rounded-lg bg-slate-900 px-3 py-2 text-sm font-semibold text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('booking.coupon.apply')}
        </button>
      </div>
      <p id="coupon-help" role={problem ? 'alert' : undefined} className={`text-xs ${problem ? 'font-medium text-red-700' : 'text-slate-600'}`}>
        {problem ?? t('booking.coupon.help')}
      </p>
    </form>
  );
}
