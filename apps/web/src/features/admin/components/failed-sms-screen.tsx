import type { FailedNotification } from '@carseva/shared';
import { Button } from '../../../components/button';
import { Banner } from '../../../components/form-fields';
import { useFailedNotifications } from '../api/get-failed-notifications';
import { useRetryNotification } from '../api/retry-notification';
import { useUrlQuery } from '../use-url-query';
import { AdminScreen } from './admin-screen';
import { type Column, DataTable, listTable } from './data-table';

/** What a message's channel column says: the one it was last tried on, and WhatsApp before it when it fell back. */
export const channelOf = (n: Pick<FailedNotification, 'channel' | 'after_whatsapp'>) =>
  n.channel === 'whatsapp' ? 'WhatsApp' : n.after_whatsapp ? 'SMS (after WhatsApp)' : 'SMS';

/** Order messages (SMS, or WhatsApp then SMS) that failed after their retries, each with a way to send it again. */
export function FailedSmsScreen() {
  const { page, set } = useUrlQuery();
  const failed = useFailedNotifications(page);
  const retry = useRetryNotification();
  const columns: Column<FailedNotification>[] = [
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
    <AdminScreen title="Failed messages">
      {retry.isSuccess ? <Banner tone="success">Queued to send again.</Banner> : null}
      {retry.error ? <Banner tone="error">{retry.error.message}</Banner> : null}
      <DataTable {...listTable(failed, set)} caption="Failed messages" columns={columns} rowKey={(n) => n.id} empty="Every message went out." />
    </AdminScreen>
  );
}
