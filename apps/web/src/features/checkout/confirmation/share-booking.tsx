import { formatOrderNumber, type Booking } from '@carseva/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { slotWords } from './confirmation-words';
import { type Language, type Translate, useT } from '../../../lib/i18n';

/** What is shared: the booking in a sentence and the order page's link. */
export function shareText(booking: Booking, t: Translate, language: Language): string {
  return t('checkout.share.text', {
    services: booking.items.map((item) => item.service_name).join(', ') || booking.service.service_name,
    garage: booking.garage.name,
    when: slotWords(booking, language),
    order: formatOrderNumber(booking.tracking_id),
  });
}

/**
 * Share: the phone's share sheet where the browser has one (Web Share API); elsewhere the link is
 * copied, and where even that is refused it is shown to copy by hand.
 */
export function ShareBooking({ booking, orderUrl }: { booking: Booking; orderUrl: string }) {
  const { t, language } = useT();
  const [status, setStatus] = useState<string | null>(null);
  const share = async () => {
    const data = { title: t('checkout.share.title', { order: formatOrderNumber(booking.tracking_id) }), text: shareText(booking, t, language), url: orderUrl };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        // Closing the share sheet is the customer's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(orderUrl);
      setStatus(t('checkout.share.copied'));
    } catch {
      setStatus(t('checkout.share.copyThis', { url: orderUrl }));
    }
  };
  return (
    <div>
      <Button variant="outline" block onClick={() => void share()}>
        {t('checkout.share.button')}
      </Button>
      <p role="status" className="mt-1 text-sm break-words text-slate-700 empty:mt-0">
        {status}
      </p>
    </div>
  );
}
