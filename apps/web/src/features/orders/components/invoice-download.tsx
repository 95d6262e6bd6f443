import type { Booking } from '@carseva/shared';
import { Button } from '../../../components/button';
import { useDownloadInvoice } from '../api/download-invoice';

/** What each bill is called: a GST-registered garage issues a tax invoice, any other a bill of supply. */
const DOCUMENTS = {
  taxInvoice: { button: 'Download invoice', preparing: 'Preparing invoice…', done: 'Invoice downloaded.', about: 'GST tax invoice (PDF) from the garage.' },
  billOfSupply: {
    button: 'Download bill of supply',
    preparing: 'Preparing bill of supply…',
    done: 'Bill of supply downloaded.',
    about: 'Bill of supply (PDF) from the garage, which is not GST-registered and charged no GST.',
  },
} as const;

/** The bill of a completed order, as a PDF: its GST tax invoice, or its bill of supply. */
export function InvoiceDownload({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status' | 'charges_gst'> }) {
  const download = useDownloadInvoice(booking.tracking_id);
  if (booking.service_status !== 'completed') return null;
  const words = booking.charges_gst ? DOCUMENTS.taxInvoice : DOCUMENTS.billOfSupply;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-4">
      <Button variant="outline" className="min-h-11" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? words.preparing : words.button}
      </Button>
      <p role="status" className="text-sm">
        {download.isError ? <span className="text-red-700">{download.error.message}</span> : null}
        {download.isSuccess ? <span className="text-emerald-800">{words.done}</span> : <span className="text-slate-600">{words.about}</span>}
      </p>
    </div>
  );
}
