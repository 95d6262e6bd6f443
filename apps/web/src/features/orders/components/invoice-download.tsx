import type { Booking } from '@carseva/shared';
import { Button } from '../../../components/button';
import { type MessageId, useT } from '../../../lib/i18n';
import { useDownloadInvoice } from '../api/download-invoice';

/** What each bill is called: a GST-registered garage issues a tax invoice, any other a bill of supply. */
const DOCUMENTS: Record<'taxInvoice' | 'billOfSupply', Record<'button' | 'preparing' | 'done' | 'about', MessageId>> = {
  taxInvoice: {
    button: 'orders.invoice.button',
    preparing: 'orders.invoice.preparing',
    done: 'orders.invoice.done',
    about: 'orders.invoice.about',
  },
  billOfSupply: {
    button: 'orders.billOfSupply.button',
    preparing: 'orders.billOfSupply.preparing',
    done: 'orders.billOfSupply.done',
    about: 'orders.billOfSupply.about',
  },
};

/** The bill of a completed order, as a PDF: its GST tax invoice, or its bill of supply. */
export function InvoiceDownload({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status' | 'charges_gst'> }) {
  const { t } = useT();
  const download = useDownloadInvoice(booking.tracking_id);
  if (booking.service_status !== 'completed') return null;
  const words = booking.charges_gst ? DOCUMENTS.taxInvoice : DOCUMENTS.billOfSupply;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-4">
      <Button variant="outline" className="min-h-11" disabled={download.isPending} onClick={() => download.mutate()}>
        {t(download.isPending ? words.preparing : words.button)}
      </Button>
      <p role="status" className="text-sm">
        {download.isError ? <span className="text-red-700">{download.error.message}</span> : null}
        {download.isSuccess ? <span className="text-emerald-800">{t(words.done)}</span> : <span className="text-slate-600">{t(words.about)}</span>}
      </p>
    </div>
  );
}
