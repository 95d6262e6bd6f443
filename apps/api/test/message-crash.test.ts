import { createServer, type IncomingMessage, type Server } from 'node:http';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { MESSAGE_KINDS } from '../src/modules/notifications';
import * as t from '../src/schema';
import { bookingPayload, bookingTestApp, type BookingTestApp } from './bookings-helpers';
import { testDbKind } from './database';
import { freePort, procfile, start, stop, type Started } from './processes';

/** Bookings placed before the worker starts: each tells its customer and its garage, one message each. */
const BOOKINGS = 6;
/** How long the stand-in MSG91 takes to answer each message: slow enough to kill a worker in the middle of a batch. */
const ANSWER_MS = 400;
/** The worker is killed while MSG91 holds this message (the ones before it answered). */
const KILL_AT = 4;

/** One message as MSG91's Flow API received it: template, number and variables say which of ours it is. */
const keyOf = (templateId: string, to: string, vars: Record<string, string>) =>
  `${templateId} ${to} ${JSON.stringify(Object.entries(vars).sort(([a], [b]) => a.localeCompare(b)))}`;

async function bodyOf(request: IncomingMessage): Promise<{ template_id: string; recipients: Record<string, string>[] }> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return JSON.parse(body);
}

/** A stand-in for MSG91's Flow API on this machine: counts what it is given, answers after ANSWER_MS, and calls `onEach` as each arrives. */
function fakeMsg91(onEach: (count: number) => void) {
  const received: string[] = [];
  const server: Server = createServer(async (request, response) => {
    const { template_id: templateId, recipients } = await bodyOf(request);
    const { mobiles, ...vars } = recipients[0]!;
    received.push(keyOf(templateId, `+${mobiles}`, vars));
    const id = `msg91-${received.length}`;
    onEach(received.length);
    setTimeout(() => {
      if (!response.destroyed) response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ type: 'success', message: id }));
    }, ANSWER_MS);
  });
  return { server, received };
}

/** A DLT template id for each SMS kind the configuration wants (it names any missing beyond the order messages). */
function msg91Templates(env: Record<string, string>): string {
  const ids = Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, `tpl-${kind}`]));
  try {
    loadConfig({ ...env, MSG91_TEMPLATES: JSON.stringify(ids) });
  } catch (error) {
    for (const kind of /has no template for (.+)$/m.exec((error as Error).message)?.[1]?.split(', ') ?? []) ids[kind] = `tpl-${kind}`;
  }
  return JSON.stringify(ids);
}

describe.runIf(testDbKind === 'postgres')('a worker killed in the middle of sending order messages', { tags: ['postgres'] }, () => {
  let ctx: BookingTestApp | undefined;
  const workers: Started[] = [];
  let msg91: Server | undefined;
  afterAll(async () => {
    for (const worker of workers) await stop(worker, 'SIGKILL');
    msg91?.close();
    await ctx?.close();
  });

  it('every message goes exactly once, within a minute of the kill', { timeout: 180_000 }, async () => {
    ctx = await bookingTestApp();
    const garage = await ctx.garage(0);
    const placed: number[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const customer = await ctx.customer();
      const res = await ctx.request(
        'POST',
        '/api/v1/bookings',
        customer.headers,
        bookingPayload(garage, { booking_slot: garage.slots[i % garage.slots.length]!.id }),
      );
      expect(res.statusCode, res.body).toBe(201);
      placed.push((res.json().data as { id: number }).id);
    }

    // The worker of deploy/Procfile on this database, sending through MSG91 (here, the stand-in).
    const current = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${current.rows[0]!.name}`;
    let killedAt = 0;
    const fake = fakeMsg91((count) => {
      if (count === KILL_AT) {
        workers[0]!.child.kill('SIGKILL');
        killedAt = Date.now();
      }
    });
    msg91 = fake.server;
    const port = await freePort();
    await new Promise<void>((resolve) => fake.server.listen(port, '127.0.0.1', resolve));
    const env = {
      DATABASE_URL: url.toString(),
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'message-crash-test-key',
      MSG91_TEMPLATE_ID: 'tpl-otp',
      MSG91_BASE_URL: `http://127.0.0.1:${port}`,
      WHATSAPP_PROVIDER: 'none',
      JOBS_MONITOR_SECONDS: '1',
    };
    const withTemplates = { ...env, MSG91_TEMPLATES: msg91Templates(env) };
    workers.push(await start(procfile().worker!, withTemplates));
    for (let waited = 0; killedAt === 0; waited += 100) {
      if (waited > 90_000) throw new Error(`the worker sent ${fake.received.length} messages in 90 s:\n${workers[0]!.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await workers[0]!.exited;
    // Another worker takes over, as a process manager would start one.
    workers.push(await start(procfile().worker!, withTemplates));

    const rows = () => ctx!.db.select().from(t.notifications).where(inArray(t.notifications.bookingId, placed)).orderBy(t.notifications.id);
    const keyOfRow = (row: Awaited<ReturnType<typeof rows>>[number]) => keyOf(`tpl-${row.kind}`, row.toPhone!, row.vars);
    let messages = await rows();
    while (Date.now() - killedAt < 60_000) {
      messages = await rows();
      const received = new Set(fake.received);
      const done = messages.length === 2 * BOOKINGS && messages.every((row) => received.has(keyOfRow(row)));
      // All there, and recorded as sent but the one in MSG91's hands when the worker died.
      if (done && messages.filter((row) => row.status !== 'sent').length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const tookMs = Date.now() - killedAt;

    // Every message reached MSG91, once, within the minute: none lost with the worker, none sent twice.
    expect(messages.map((row) => row.kind).sort()).toEqual(
      Array.from({ length: BOOKINGS }, () => ['booking_placed', 'garage_new_booking'])
        .flat()
        .sort(),
    );
    const times = (row: (typeof messages)[number]) => fake.received.filter((key) => key === keyOfRow(row)).length;
    expect(
      messages.map((row) => times(row)),
      workers.map((worker) => worker.output()).join('\n---\n'),
    ).toEqual(messages.map(() => 1));
    expect(tookMs).toBeLessThan(60_000);
    // The one MSG91 held when the worker died is not handed over again: whether it went could not be told
    // then (it did); the others are marked sent with MSG91's id for them.
    const inFlight = messages.filter((row) => row.status !== 'sent');
    expect(inFlight.map((row) => [keyOfRow(row), row.status === 'sending' || row.status === 'failed'])).toEqual([[fake.received[KILL_AT - 1], true]]);
    expect(messages.filter((row) => row.status === 'sent').every((row) => /^msg91-\d+$/.test(row.providerMessageId ?? ''))).toBe(true);
    expect(messages.every((row) => row.attempts === 1)).toBe(true);
  });
});
