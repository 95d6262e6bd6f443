import { useState, type FormEvent } from 'react';
import { COUPON_FORMAT, useCart } from '../lib/cart';
import { type MessageId, useT } from '../lib/i18n';

/** What the server said of the cart's coupon, once it has priced the order (at checkout). */
export interface CouponVerdict {
  /** Why the server refused the code, or null. */
  problem: string | null;
  /** Whether the server's price includes the code's discount. */
  applied: boolean;
}

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
 * The cart's coupon: a code of the right form is kept with the cart. Without a verdict it will be
 * checked at checkout; with one (the checkout's quote) it says whether the server applied it.
 */
export function CouponEntry({ verdict }: { verdict?: CouponVerdict }) {
  const couponCode = useCart((s) => s.couponCode);
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
    const refused = verdict?.problem ?? null;
    return (
      <div
        className={`flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm ${refused ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}
      >
        <p role="status">
          {refused ? (
            <WithCode id="booking.coupon.refused" code={couponCode} problem={refused} />
          ) : (
            <WithCode id={verdict?.applied ? 'booking.coupon.applied' : 'booking.coupon.atCheckout'} code={couponCode} />
          )}
        </p>
        <button type="button" onClick={() => setCouponCode(null)} className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand-600">
          {t('booking.coupon.remove')}
        </button>
      </div>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="w-full rounded-lg border border-dashed border-brand-600 px-3 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {t('booking.coupon.open')}
      </button>
    );
  }
  return (
    <form onSubmit={apply} noValidate className="space-y-1">
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
