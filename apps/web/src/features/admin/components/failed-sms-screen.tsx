import { Button } from '../../../components/button';
import { Banner } from '../../../components/form-fields';
import { type FailedSms, useFailedNotifications } from '../api/get-failed-notifications';
import { useRetryNotification } from '../api/retry-notification';
import { useUrlQuery } from '../use-url-query';
import { type Column, DataTable } from './data-table';

/** What a message's channel column says: the one it was last tried on, and WhatsApp before it when it fell back. */
export const channelOf = (n: Pick<FailedSms, 'channel' | 'after_whatsapp'>) => (n.channel === 'whatsapp' ? 'WhatsApp' : n.after_whatsapp ? 'SMS (after WhatsApp)' : 'SMS');

/** Order messages (SMS, or WhatsApp then SMS) that failed after their retries, each with a way to send it again. */
export function FailedSmsScreen() {
  const { page, set } = useUrlQuery();
  const failed = useFailedNotifications(page);
  const retry = useRetryNotification();
  const columns: Column<FailedSms>[] = [
    { header: 'To', cell: (n) => `${n.recipient} ${n.to ?? ''}` },
    { header: 'Channel', cell: channelOf },
    { header: 'Message', cell: (n) => n.body },
    { header: 'Attempts', cell: (n) => n.attempts },
    { header: 'Last error', cell: (n) => n.last_error ?? '—' },
    {
      header: 'Actions',
      cell: (n) => (
        <Button size="xs" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(n.id)} aria-label={`Send message ${n.id} again`}>
          Retry
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="failed-title" className="space-y-4">
      <h1 id="failed-title" className="text-2xl font-bold text-slate-900">
        Failed messages
      </h1>
      {retry.isSuccess ? <Banner tone="success">Queued to send again.</Banner> : null}
      {retry.error ? <Banner tone="error">{retry.error.message}</Banner> : null}
      <DataTable
        caption="Failed messages"
        columns={columns}
        rows={failed.data?.data}
        rowKey={(n) => n.id}
        meta={failed.data?.meta}
        isPending={failed.isPending}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        empty="Every message went out."
        onPage={(p) => set({ page: String(p) })}
      />
    </section>
  );
}
