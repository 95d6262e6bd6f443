import { formatRupees, percentOff, rupeesInclGst, type Service } from '@carseva/shared';
import { useT } from '../../../lib/i18n';

/**
 * A service's price as the customer will pay it, GST included (none at a garage without a GSTIN), said
 * once: the same figure as the cart's total for this one service. A struck price is a real earlier one
 * (the server's lowest of the last 30 days), with its saving computed.
 */
export function AllInPrice({ service, large = false }: { service: Service; large?: boolean }) {
  const { t } = useT();
  const { price, strikePrice, garage } = service;
  const now = rupeesInclGst(price, garage.charges_gst);
  const was = strikePrice !== null && strikePrice > price ? rupeesInclGst(strikePrice, garage.charges_gst) : null;
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 ${large ? '' : 'text-sm'}`}>
      {was === null ? null : (
        <s className={`text-slate-600 ${large ? 'text-sm' : ''}`}>
          <span className="sr-only">{t('services.card.was')} </span>
          {formatRupees(was)}
        </s>
      )}
      <span className={`font-bold text-slate-900 ${large ? 'text-xl' : ''}`} data-testid="service-price">
        {/* Without a chosen car the price is the lowest band's: bigger cars cost more. */}
        {service.price_segment === null ? (
          <span className="mr-1 text-sm font-medium text-slate-600">{t('services.card.from')}</span>
        ) : (
          <span className="sr-only">{t('services.card.now')} </span>
        )}
        {formatRupees(now)}
      </span>
      <span className="text-xs text-slate-600">{garage.charges_gst ? t('services.card.inclGst') : t('services.card.noGst')}</span>
      {was === null ? null : <span className="text-xs font-bold text-emerald-700">{t('services.card.percentOff', { percent: percentOff(was, now) })}</span>}
    </p>
  );
}
