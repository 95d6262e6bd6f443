import type { Booking } from '@carseva/shared';
import { Button } from '../../../components/button';
import { useDownloadInvoice } from '../api/download-invoice';

/** The GST tax invoice of a completed order, as a PDF. */
export function InvoiceDownload({ booking }: { booking: Pick<Booking, 'tracking_id' | 'service_status'> }) {
  const download = useDownloadInvoice(booking.tracking_id);
  if (booking.service_status !== 'completed') return null;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-100 pt-4">
      <Button variant="outline" className="min-h-11" disabled={download.isPending} onClick={() => download.mutate()}>
        {download.isPending ? 'Preparing invoice…' : 'Download invoice'}
      </Button>
      <p role="status" className="text-sm">
        {download.isError ? <span className="text-red-700">{download.error.message}</span> : null}
        {download.isSuccess ? <span className="text-emerald-800">Invoice downloaded.</span> : <span className="text-slate-600">GST tax invoice (PDF) from the garage.</span>}
      </p>
    </div>
  );
}
