import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, istDate } from '@carseva/shared';
import type { Database } from '../src/db/client';
import { createTestDatabase, testDbKind } from './database';
import { call, freePort, procfile, signUp, start, stop, type Started } from './processes';

/** The process is killed once this many bookings were confirmed, with more on the way. */
const KILL_AFTER = 60;
const limits = {
  MAX_OPEN_BOOKINGS: '1000',
  BOOKINGS_PER_USER_HOUR: '100000',
  BOOKINGS_PER_ADDRESS_HOUR: '100000',
  OTP_SENDS_PER_IP_HOUR: '10000',
  OTP_SENDS_PER_IP_DAY: '10000',
  TRUST_PROXY: '127.0.0.1',
};

/** Seats counted per slot and date, against the live bookings holding them. */
const SEAT_CHECK = `
  select u.slot_template_id, u.date, u.booked, count(b.id)::int as live
  from slot_usage u
  left join bookings b on b.slot_template_id = u.slot_template_id and b.booking_date = u.date
    and b.service_status in ('pending', 'accepted', 'processing', 'completed')
  group by u.slot_template_id, u.date, u.booked
  having u.booked <> count(b.id)`;

/** Books as fast as ten customers can until told to stop; returns the tracking ids answered 201. */
async function bookingLoad(base: string, stopAt: () => boolean, confirmed: { trackingId: string; customer: number }[]) {
  const customers = await Promise.all(Array.from({ length: 10 }, () => signUp(base)));
  const services = (await call(base, 'GET', '/api/v1/services?latitude=28.4595&longitude=77.0266')).json().data as {
    id: number;
    garage: { id: number; full_address: string };
  }[];
  const brand = ((await call(base, 'GET', '/api/v1/brands')).json().data as { id: number }[])[0]!;
  const model = ((await call(base, 'GET', `/api/v1/car/models/${brand.id}`)).json().data as { id: number }[])[0]!;
  // The garages near Gurugram over four days: a few hundred seats, more than the load takes before the kill.
  const dates = [1, 2, 3, 4].map((days) => addDays(istDate(new Date()), days));
  const targets: { service: number; slot: number; date: string; pincode: string }[] = [];
  // One offering per garage: every target is a slot of its own.
  const perGarage = [...new Map(services.map((s) => [s.garage.id, s])).values()];
  for (const service of perGarage.slice(0, 8)) {
    const slots = (await call(base, 'GET', `/api/v1/booking/slots?date=${dates[0]}&garage=${service.garage.id}`, undefined, customers[0]!.headers)).json()
      .data as { id: number }[];
    // Picked up at the garage's own pincode (its address ends with it): a place it serves.
    const pincode = service.garage.full_address.slice(-6);
    for (const date of dates) for (const slot of slots) targets.push({ service: service.id, slot: slot.id, date, pincode });
  }
  let errors = 0;
  await Promise.all(
    customers.map(async (customer, c) => {
      for (let i = c; !stopAt() && i < targets.length * 10; i += 10) {
        const target = targets[i % targets.length]!;
        const payload = {
          service: target.service,
          booking_slot: target.slot,
          booking_date: target.date,
          address: 'Flat 7, Sunrise Towers',
          pincode: target.pincode,
          payment_mode: 'cod',
          car_model: model.id,
        };
        try {
          const res = await call(base, 'POST', '/api/v1/bookings', payload, customer.headers);
          if (res.status === 201) confirmed.push({ trackingId: res.json().data.tracking_id, customer: c });
        } catch {
          errors++; // the connection died with the process: no answer, so no promise was made
        }
      }
    }),
  );
  return { customers, errors };
}

/** kill -9 in the middle of a booking load, restart on the same data, and check nothing was lost or double-counted. */
async function crashAndRecover(env: Record<string, string>, seatsOk: () => Promise<unknown[]>) {
  const port = await freePort();
  const command = procfile().api!.replace('RUN_WORKER=false ', '');
  let server: Started = await start(command, { ...env, ...limits }, { port });
  const base = `http://127.0.0.1:${port}`;
  let killed = false;
  const confirmed: { trackingId: string; customer: number }[] = [];
  const load = bookingLoad(base, () => killed, confirmed);
  // kill -9 while ten customers keep booking, once enough bookings were confirmed.
  for (let waited = 0; !killed && waited < 60_000; waited += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (confirmed.length >= KILL_AFTER) {
      server.child.kill('SIGKILL');
      killed = true;
    }
  }
  const wasKilledUnderLoad = killed;
  killed = true;
  server.child.kill('SIGKILL');
  await server.exited;
  const { customers, errors } = await load;
  expect(wasKilledUnderLoad).toBe(true);
  expect(confirmed.length).toBeGreaterThanOrEqual(KILL_AFTER);
  // Requests in flight when the process died got no answer, so no promise was made for them.
  expect(errors).toBeGreaterThan(0);

  server = await start(command, { ...env, ...limits }, { port });
  try {
    for (const { trackingId, customer } of confirmed) {
      const read = await call(base, 'GET', `/api/v1/bookings/${trackingId}`, undefined, customers[customer]!.headers);
      expect(read.status, trackingId).toBe(200);
    }
  } finally {
    await stop(server);
  }
  expect(server.output()).not.toMatch(/"level":(50|60)/);
  expect(await seatsOk()).toEqual([]);
  return confirmed.length;
}

describe('a crash in the middle of a booking load loses nothing', () => {
  const dirs: string[] = [];
  let pgDatabase: Database | undefined;
  afterAll(async () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await pgDatabase?.close();
  });

  it.runIf(testDbKind === 'pglite')(
    'on the embedded database (PGlite)',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'carseva-crash-'));
      dirs.push(dataDir);
      await crashAndRecover({ DATA_DIR: dataDir }, async () => {
        const db = await PGlite.create(path.join(dataDir, 'pg'));
        try {
          return (await db.query(SEAT_CHECK)).rows;
        } finally {
          await db.close();
        }
      });
    },
    180_000,
  );

  it.runIf(testDbKind === 'postgres')('on PostgreSQL', { tags: ['postgres'], timeout: 180_000 }, async () => {
    pgDatabase = await createTestDatabase();
    if (pgDatabase.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const url = pgDatabase.connection.url;
    await crashAndRecover({ DATABASE_URL: url }, async () => {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        return (await client.query(SEAT_CHECK)).rows;
      } finally {
        await client.end();
      }
    });
  });
});
