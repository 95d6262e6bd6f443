import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { translate } from '../../../lib/i18n';

/** The PDF can take a moment to lay out on a busy server. */
const INVOICE_TIMEOUT_MS = 30_000;

/** The bill's PDF (tax invoice or bill of supply) and the name the server gives it; a refusal (not completed, not yours) as an ApiError. */
export async function fetchInvoice(trackingId: string): Promise<{ pdf: Blob; fileName: string }> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/bookings/${encodeURIComponent(trackingId)}/invoice.pdf`, {
      credentials: 'same-origin',
      signal: AbortSignal.timeout(INVOICE_TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', translate('orders.invoice.offline'));
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? `HTTP_${response.status}`, body?.message ?? translate('orders.invoice.failed'));
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `invoice-${trackingId}.pdf`;
  return { pdf: await response.blob(), fileName };
}

/** Hands a file to the browser's downloads. */
function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next tick; the object URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads the bill of a completed order: its tax invoice, or its bill of supply. */
export function useDownloadInvoice(trackingId: string) {
  return useMutation({
    mutationFn: () => fetchInvoice(trackingId),
    onSuccess: ({ pdf, fileName }) => saveFile(pdf, fileName),
  });
}
