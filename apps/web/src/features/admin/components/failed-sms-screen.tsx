import type { FailedNotification } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Banner } from '../../../components/form-fields';
import { useFailedNotifications } from '../api/get-failed-notifications';
import { useRetryNotification } from '../api/retry-notification';
import { useUrlQuery } from '../use-url-query';
import { AdminScreen } from './admin-screen';
import { type Column, DataTable, listTable } from './data-table';

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
    <AdminScreen title="Failed SMS">
      {retry.isSuccess ? <Banner tone="success">Queued to send again.</Banner> : null}
      {retry.error ? <Banner tone="error">{retry.error.message}</Banner> : null}
      <DataTable
        {...listTable(failed, set)}
        caption="Failed SMS"
        columns={columns}
        rowKey={(n) => n.id}
        empty="Every SMS went out."
      />
    </AdminScreen>
  );
}
