import type { AdminContactMessage, AdminLead } from '@carseva/shared';
import { type FormEvent, useState } from 'react';
import { Button, buttonClass } from '../../../components/button';
import { Field } from '../../../components/form-fields';
import { csvHref, type InboxKind, useInbox } from '../api/get-inbox';
import { useMarkHandled } from '../api/mark-handled';
import { useUrlQuery } from '../use-url-query';
import { AdminScreen } from './admin-screen';
import { type Column, DataTable, listTable } from './data-table';
import { FilterBar, FilterSelect, FilterText } from './filters';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

const TITLES: Record<InboxKind, { title: string; empty: string }> = {
  leads: { title: 'Leads', empty: 'No price request matches these filters.' },
  messages: { title: 'Messages', empty: 'No contact message matches these filters.' },
};

/** Price requests or contact messages: filter, mark handled with a note, export what is shown as CSV. */
export function InboxScreen({ kind }: { kind: InboxKind }) {
  const { query, set } = useUrlQuery();
  const inbox = useInbox(kind, query);
  const handled: Column<AdminLead | AdminContactMessage> = {
    header: 'Handled',
    cell: (r) => (r.handled_at ? <span>{`${r.handled_by ?? ''}: ${r.handled_note ?? ''}`}</span> : <HandleForm kind={kind} id={r.id} />),
  };
  const received: Column<AdminLead | AdminContactMessage> = { header: 'Received', sort: 'created_at', cell: (r) => when(r.created_at) };
  const columns =
    kind === 'leads'
      ? ([
          received,
          { header: 'Phone', cell: (r: AdminLead) => r.phone },
          { header: 'City', cell: (r: AdminLead) => r.city ?? '—' },
          { header: 'Car', cell: (r: AdminLead) => r.car ?? '—' },
          handled,
        ] as Column<AdminLead | AdminContactMessage>[])
      : ([
          received,
          { header: 'From', cell: (r: AdminContactMessage) => `${r.name} · ${r.phone} · ${r.email}` },
          {
            header: 'Message',
            cell: (r: AdminContactMessage) => (
              <span className="whitespace-pre-wrap">
                {r.tracking_id ? `[${r.tracking_id}] ` : ''}
                {r.message}
              </span>
            ),
          },
          handled,
        ] as Column<AdminLead | AdminContactMessage>[]);

  return (
    <AdminScreen
      title={TITLES[kind].title}
      actions={
        <a href={csvHref(kind, query)} className={buttonClass({ variant: 'outline' })} download>
          Export CSV
        </a>
      }
    >
      <FilterBar>
        <FilterSelect
          label="State"
          value={query.handled}
          onChange={(v) => set({ handled: v })}
          options={[
            { value: 'false', label: 'Waiting' },
            { value: 'true', label: 'Handled' },
          ]}
        />
        <FilterText label="Search" value={query.q} onChange={(q) => set({ q })} placeholder={kind === 'leads' ? 'Phone' : 'Name, phone, email or words'} />
        <FilterText label="From" type="date" value={query.from} onChange={(from) => set({ from })} />
        <FilterText label="To" type="date" value={query.to} onChange={(to) => set({ to })} />
      </FilterBar>
      <DataTable
        {...listTable(inbox, set)}
        caption={TITLES[kind].title}
        columns={columns}
        rowKey={(r) => r.id}
        empty={TITLES[kind].empty}
        sort={{ key: 'created_at', order: (query.order as 'asc' | 'desc' | undefined) ?? 'desc', onSort: (_key, order) => set({ order }) }}
      />
    </AdminScreen>
  );
}

function HandleForm({ kind, id }: { kind: InboxKind; id: number }) {
  const mark = useMarkHandled(kind);
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mark.mutate({ id, note });
  };
  return (
    <form onSubmit={submit} className="flex min-w-56 items-end gap-2">
      <div className="flex-1">
        <Field label="Note" error={mark.error?.message}>
          {(control) => <input {...control} value={note} onChange={(e) => setNote(e.target.value)} placeholder="Called, sent prices" />}
        </Field>
      </div>
      <Button type="submit" size="sm" disabled={mark.isPending}>
        Mark handled
      </Button>
    </form>
  );
}
