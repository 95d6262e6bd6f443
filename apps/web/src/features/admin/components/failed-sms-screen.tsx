import type { FailedNotification } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Banner } from '../../../components/form-fields';
import { useFailedNotifications } from '../api/get-failed-notifications';
import { useRetryNotification } from '../api/retry-notification';
import { useUrlQuery } from '../use-url-query';
import { type Column, DataTable } from './data-table';

/** SMS that failed after their retries, each with a way to send it again. */
export function FailedSmsScreen() {
  const { page, set } = useUrlQuery();
  const failed = useFailedNotifications(page);
  const retry = useRetryNotification();
  const columns: Column<FailedNotification>[] = [
    { header: 'To', cell: (n) => `${n.recipient} ${n.to ?? ''}` },
    { header: 'Message', cell: (n) => n.body },
    { header: 'Attempts', cell: (n) => n.attempts },
    { header: 'Last error', cell: (n) => n.last_error ?? '—' },
    {
      header: 'Actions',
      cell: (n) => (
        <Button size="xs" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate(n.id)} aria-label={`Send SMS ${n.id} again`}>
          Retry
        </Button>
      ),
    },
  ];
  return (
    <section aria-labelledby="failed-title" className="space-y-4">
      <h1 id="failed-title" className="text-2xl font-bold text-slate-900">
        Failed SMS
      </h1>
      {retry.isSuccess ? <Banner tone="success">Queued to send again.</Banner> : null}
      {retry.error ? <Banner tone="error">{retry.error.message}</Banner> : null}
      <DataTable
        caption="Failed SMS"
        columns={columns}
        rows={failed.data?.data}
        rowKey={(n) => n.id}
        meta={failed.data?.meta}
        isPending={failed.isPending}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        empty="Every SMS went out."
        onPage={(p) => set({ page: String(p) })}
      />
    </section>
  );
}
