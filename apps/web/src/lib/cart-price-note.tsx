import { cartPriceNoteText, useCart } from './cart';
import { useT } from './i18n';
import { Icon } from '../components/icons';

/**
 * What the last change of car did to the cart's prices, where the cart is shown. The live region is
 * always there, so a screen reader hears the note when it appears; it stays until dismissed.
 */
export function CartPriceNote({ failed, onRetry, className }: { failed: boolean; onRetry(): void; className?: string }) {
  const { t } = useT();
  const note = useCart((s) => s.priceNote);
  const dismiss = useCart((s) => s.dismissPriceNote);
  return (
    <div role="status" aria-live="polite" className={className}>
      {failed ? (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t('booking.priceNote.failed')}{' '}
          <button type="button" onClick={onRetry} className="font-semibold underline focus-visible:outline-2 focus-visible:outline-brand-600">
            {t('booking.priceNote.retry')}
          </button>
        </p>
      ) : note ? (
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900" data-testid="cart-price-note">
          <span className="flex-1">{cartPriceNoteText(note, t)}</span>
          <button
            type="button"
            onClick={dismiss}
            aria-label={t('booking.priceNote.dismiss')}
            className="grid size-6 shrink-0 place-items-center rounded-full hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="close" className="size-4" />
          </button>
        </p>
      ) : null}
    </div>
  );
}
