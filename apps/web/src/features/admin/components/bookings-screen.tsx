import { type AdminBooking, formatOrderNumber, formatRupees, normalizeOrderNumber, serviceStatus } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { Dialog } from '../../../components/dialog';
import { Banner, Field } from '../../../components/form-fields';
import { StatusBadge } from '../../../components/status-badge';
import { useAdminBookings } from '../api/get-bookings';
import { useCities } from '../../../lib/catalog';
import { useAdminMoveBooking } from '../api/move-booking';
import { useUrlQuery } from '../use-url-query';
import { AuditTrail } from './audit-trail';
import { AdminScreen } from './admin-screen';
import { type Column, DataTable, listTable } from './data-table';
import { FilterBar, FilterSelect, FilterText } from './filters';

/** Any booking, found by tracking id, the customer's mobile, garage, city, status or dates; cancelled on a phone call. */
export function BookingsScreen() {
  const { query, set } = useUrlQuery();
  const bookings = useAdminBookings(query);
  const cities = useCities();
  const [cancelling, setCancelling] = useState<AdminBooking | null>(null);
  const [history, setHistory] = useState<AdminBooking | null>(null);

  const columns: Column<AdminBooking>[] = [
    { header: 'Booking', cell: (b) => <span className="font-mono font-semibold whitespace-nowrap">{formatOrderNumber(b.tracking_id)}</span> },
    { header: 'Customer', cell: (b) => `${b.customer.name} · ${b.customer.mobile_no}` },
    { header: 'Garage', cell: (b) => b.garage.name },
    { header: 'Service date', sort: 'booking_date', cell: (b) => `${b.booking_date} ${b.booking_time.slice(0, 5)}` },
    { header: 'Amount', sort: 'amount', cell: (b) => formatRupees(b.amount) },
    { header: 'Status', cell: (b) => <StatusBadge status={b.service_status} /> },
    { header: 'Placed', sort: 'created_at', cell: (b) => new Date(b.created_at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' }) },
    {
      header: 'Actions',
      cell: (b) => (
        <div className="flex flex-wrap gap-2">
          {b.service_status === 'pending' || b.service_status === 'accepted' ? (
            <Button size="xs" variant="outline" onClick={() => setCancelling(b)} aria-label={`Cancel booking ${formatOrderNumber(b.tracking_id)}`}>
              Cancel
            </Button>
          ) : null}
          <Button size="xs" variant="secondary" onClick={() => setHistory(b)} aria-label={`History of booking ${formatOrderNumber(b.tracking_id)}`}>
            History
          </Button>
        </div>
      ),
    },
  ];

  return (
    <AdminScreen title="Bookings">
      <FilterBar>
        <FilterText
          label="Tracking id"
          value={query.tracking_id}
          onChange={(v) => set({ tracking_id: v === undefined ? undefined : normalizeOrderNumber(v) })}
        />
        <FilterText label="Customer mobile" value={query.mobile} onChange={(mobile) => set({ mobile })} placeholder="10 digits" type="tel" />
        <FilterSelect
          label="City"
          value={query.city}
          onChange={(city) => set({ city })}
          options={(cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <FilterSelect
          label="Status"
          value={query.status}
          onChange={(status) => set({ status })}
          options={serviceStatus.options.map((s) => ({ value: s, label: s }))}
        />
        <FilterText label="Garage id" value={query.garage} onChange={(garage) => set({ garage })} />
        <FilterText label="Service from" type="date" value={query.from} onChange={(from) => set({ from })} />
        <FilterText label="Service to" type="date" value={query.to} onChange={(to) => set({ to })} />
      </FilterBar>
      <DataTable
        {...listTable(bookings, set)}
        caption="Bookings"
        columns={columns}
        rowKey={(b) => b.tracking_id}
        empty="No booking matches these filters."
        sort={{ key: query.sort ?? 'created_at', order: (query.order as 'asc' | 'desc' | undefined) ?? 'desc', onSort: (sort, order) => set({ sort, order }) }}
      />
      {cancelling ? <CancelDialog booking={cancelling} onClose={() => setCancelling(null)} /> : null}
      {history ? (
        <AuditTrail of={{ booking: history.tracking_id }} title={`History of ${formatOrderNumber(history.tracking_id)}`} onClose={() => setHistory(null)} />
      ) : null}
    </AdminScreen>
  );
}

/** Cancelling for a customer who called: the reason goes on the order's timeline and the audit log. */
function CancelDialog({ booking, onClose }: { booking: AdminBooking; onClose(): void }) {
  const move = useAdminMoveBooking(booking.tracking_id);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ to: 'cancelled', reason }, { onSuccess: onClose });
  };
  const fieldError = move.error && 'errors' in move.error ? (move.error as { errors?: Record<string, string[]> }).errors?.reason?.[0] : undefined;
  return (
    <Dialog open onClose={onClose} title={`Cancel ${formatOrderNumber(booking.tracking_id)}`}>
      <form onSubmit={submit} className="space-y-3 p-4">
        <p className="text-sm text-slate-700">
          {booking.customer.name}, {booking.garage.name}, {booking.booking_date} at {booking.booking_time.slice(0, 5)}. The customer gets an SMS; a paid booking
          is refunded.
        </p>
        {move.error && !fieldError ? <Banner tone="error">{move.error.message}</Banner> : null}
        <Field label="Reason" error={fieldError}>
          {(control) => <textarea {...control} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} />}
        </Field>
        <div className="flex gap-2">
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Cancelling…' : 'Cancel booking'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Keep it
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
