import { type DeskItem, LATE_CREDIT_MAX_CAP_PERCENT, type LateCreditRuleBody } from '@carseva/shared';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { Banner } from '../../../components/form-fields';
import { useCities } from '../../../lib/catalog';
import { TrustFiguresTable } from './trust-figures';
import { useCategoryWarranties, useDecide, useLateRule, useSaveLateRule, useSetCategoryWarranty, useTrustDesk } from '../api/trust-desk';

const KIND_WORDS: Record<DeskItem['kind'], string> = { claim: 'Warranty claim', damage: 'Damage report', late_credit: 'Late credit' };
const cell = 'px-3 py-2 align-top text-sm';

/** An admin's answer to one escalated claim or open damage report: money within what was paid, or a reason to reject. */
function DecideForm({ item }: { item: DeskItem }) {
  const decide = useDecide();
  const [note, setNote] = useState('');
  const [amount, setAmount] = useState('');
  const [to, setTo] = useState<'wallet' | 'original'>('wallet');
  const pay = (event: FormEvent) => {
    event.preventDefault();
    const money = { amount: amount ? Number(amount) : undefined, note };
    if (item.kind === 'claim') decide.mutate({ kind: 'claim', id: item.id, body: { decision: 'refund', refund_to: to, ...money } });
    else decide.mutate({ kind: 'damage', id: item.id, body: { decision: 'compensate', pay_to: to, ...money } });
  };
  const reject = () =>
    decide.mutate(
      item.kind === 'claim'
        ? { kind: 'claim', id: item.id, body: { decision: 'reject', note } }
        : { kind: 'damage', id: item.id, body: { decision: 'reject', note } },
    );
  return (
    <form onSubmit={pay} className="space-y-2" aria-label={`Decide ${KIND_WORDS[item.kind]} ${item.id}`}>
      <input
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Reason for the decision"
        className="w-full rounded border border-slate-300 px-2 py-1"
        aria-label="Reason"
      />
      <div className="flex flex-wrap gap-2">
        <input
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          inputMode="numeric"
          placeholder={item.kind === 'claim' ? 'Amount (₹, optional)' : 'Amount (₹)'}
          className="w-36 rounded border border-slate-300 px-2 py-1"
          aria-label="Amount in rupees"
        />
        <select
          value={to}
          onChange={(e) => setTo(e.target.value as 'wallet' | 'original')}
          className="rounded border border-slate-300 px-2 py-1"
          aria-label="Pay to"
        >
          <option value="wallet">CarSeva Money</option>
          <option value="original">Original payment</option>
        </select>
        <Button size="xs" type="submit" disabled={decide.isPending || note.trim().length < 5}>
          {item.kind === 'claim' ? 'Refund' : 'Compensate'}
        </Button>
        <Button size="xs" variant="outline" type="button" disabled={decide.isPending || note.trim().length < 5} onClick={reject}>
          Reject
        </Button>
      </div>
      {decide.error ? (
        <p className="text-sm text-red-700">{decide.error.message}</p>
      ) : decide.isSuccess ? (
        <p className="text-sm text-emerald-800">Decided.</p>
      ) : null}
    </form>
  );
}

function RuleForm() {
  const rule = useLateRule();
  const save = useSaveLateRule();
  const [draft, setDraft] = useState<Partial<Record<keyof LateCreditRuleBody, string>>>({});
  if (!rule.data) return null;
  const value = (key: keyof LateCreditRuleBody) => draft[key] ?? String(rule.data[key]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { per_hour: Number(value('per_hour')), cap_percent: Number(value('cap_percent')), grace_minutes: Number(value('grace_minutes')) },
      { onSuccess: () => setDraft({}) },
    );
  };
  const field = (key: keyof LateCreditRuleBody, text: string) => (
    <label className="text-sm font-medium text-slate-700">
      {text}
      <input
        value={value(key)}
        onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
        inputMode="numeric"
        className="mt-1 block w-32 rounded border border-slate-300 px-2 py-1"
      />
    </label>
  );
  return (
    <form onSubmit={submit} aria-label="Late-credit rule" className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      {field('per_hour', '₹ per started hour late')}
      {field('cap_percent', `Cap (% of the order, at most ${LATE_CREDIT_MAX_CAP_PERCENT})`)}
      {field('grace_minutes', 'Grace (minutes)')}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save the rule
      </Button>
      {save.error ? <p className="text-sm text-red-700">{save.error.message}</p> : save.isSuccess ? <p className="text-sm text-emerald-800">Saved.</p> : null}
    </form>
  );
}

/** Each category's warranty period, edited in place. */
function WarrantyDays() {
  const categories = useCategoryWarranties();
  const save = useSetCategoryWarranty();
  const [draft, setDraft] = useState<Record<number, string>>({});
  return (
    <div className="space-y-2 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <ul className="grid gap-2 sm:grid-cols-2">
        {(categories.data ?? []).map((c) => (
          <li key={c.id} className="flex items-center gap-2 text-sm">
            <label className="flex-1" htmlFor={`warranty-${c.id}`}>
              {c.name}
            </label>
            <input
              id={`warranty-${c.id}`}
              inputMode="numeric"
              value={draft[c.id] ?? String(c.days)}
              onChange={(e) => setDraft({ ...draft, [c.id]: e.target.value })}
              className="w-20 rounded border border-slate-300 px-2 py-1"
            />
            <span>days</span>
            <Button
              size="xs"
              variant="outline"
              disabled={save.isPending || draft[c.id] === undefined}
              onClick={() => save.mutate({ id: c.id, days: Number(draft[c.id]) })}
            >
              Save
            </Button>
          </li>
        ))}
      </ul>
      {save.error ? <p className="text-sm text-red-700">{save.error.message}</p> : null}
    </div>
  );
}

/** The desk: what comes after the work, oldest first, by garage and city; each garage's 30-day figures; the late-credit rule. */
export function DeskScreen() {
  const cities = useCities();
  const [city, setCity] = useState<number | undefined>();
  const [garage, setGarage] = useState<number | undefined>();
  const desk = useTrustDesk({ city, garage });
  return (
    <section aria-labelledby="desk-title" className="space-y-4">
      <h1 id="desk-title" className="text-2xl font-bold text-slate-900">
        After the work
      </h1>
      <div className="flex flex-wrap gap-3">
        <label className="text-sm font-medium text-slate-700">
          City
          <select
            value={city ?? ''}
            onChange={(e) => setCity(e.target.value ? Number(e.target.value) : undefined)}
            className="mt-1 block rounded border border-slate-300 px-2 py-1"
          >
            <option value="">All cities</option>
            {(cities.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-medium text-slate-700">
          Garage id
          <input
            inputMode="numeric"
            value={garage ?? ''}
            onChange={(e) => setGarage(Number(e.target.value) || undefined)}
            className="mt-1 block w-28 rounded border border-slate-300 px-2 py-1"
          />
        </label>
      </div>
      {desk.error ? <Banner tone="error">{desk.error.message}</Banner> : null}
      {/* On a phone the tables scroll sideways rather than squeeze their cells over each other. */}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[48rem] rounded-xl bg-white ring-1 ring-slate-200">
          <caption className="sr-only">Open claims, damage reports and late credits</caption>
          <thead>
            <tr className="text-left text-xs text-slate-600 uppercase">
              <th className={cell}>What</th>
              <th className={cell}>Order</th>
              <th className={cell}>Garage</th>
              <th className={cell}>Age</th>
              <th className={cell}>Details</th>
              <th className={cell}>Decision</th>
            </tr>
          </thead>
          <tbody>
            {(desk.data?.items ?? []).map((item) => (
              <tr key={`${item.kind}-${item.id}`} className="border-t border-slate-100" data-testid="desk-item">
                <td className={cell}>
                  {KIND_WORDS[item.kind]} <span className="text-slate-500">({item.status})</span>
                </td>
                <td className={`${cell} font-mono`}>{item.order}</td>
                <td className={cell}>{item.garage.name}</td>
                <td className={cell}>{item.age_hours < 48 ? `${item.age_hours} h` : `${Math.floor(item.age_hours / 24)} days`}</td>
                <td className={cell}>{item.summary}</td>
                <td className={cell}>
                  {(item.kind === 'claim' && item.status === 'escalated') || (item.kind === 'damage' && item.status === 'open') ? (
                    <DecideForm item={item} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {desk.data && desk.data.items.length === 0 ? <p className="text-slate-600">Nothing open.</p> : null}
      <h2 className="text-lg font-bold">Garages over 30 days</h2>
      <TrustFiguresTable figures={desk.data?.figures ?? []} caption="Garages over 30 days after the work" />
      <h2 className="text-lg font-bold">Late-credit rule</h2>
      <RuleForm />
      <h2 className="text-lg font-bold">Warranty by service category</h2>
      <WarrantyDays />
    </section>
  );
}
