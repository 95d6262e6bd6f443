import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { type Database, fromPostgresUrl } from '../src/db/client';
import { createJobEngine } from '../src/jobs/engine';
import type { PaymentProvider } from '../src/providers/payments';
import { sandboxGateway } from '../src/providers/payments/sandbox';
import * as t from '../src/schema';
import { testConfig } from './app';
import { createTestDatabase, testDbKind } from './database';

/**
 * Several API instances with workers on one PostgreSQL: each job runs exactly once. (PGlite is one
 * process's own database, so this suite runs on PostgreSQL: `TEST_DATABASE_URL`.)
 */
describe.runIf(testDbKind === 'postgres')('jobs across two instances on one PostgreSQL', { tags: ['postgres'] }, () => {
  let shared: Database;
  const others: Database[] = [];
  const apps: App[] = [];
  const quiet = { error: () => {}, info: () => {} };

  beforeAll(async () => {
    shared = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of others) await db.close();
    await shared.close();
  });

  const second = () => {
    if (shared.connection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const db = fromPostgresUrl(shared.connection.url, 5);
    others.push(db);
    return db;
  };

  it('hands each of 60 jobs to exactly one of two polling workers', async () => {
    const runs: { job: number; worker: string }[] = [];
    const engines = [shared, second()].map((database, i) => {
      const engine = createJobEngine(database, { log: quiet, work: true, pollingIntervalSeconds: 0.5 });
      engine.register({
        name: 'test.once',
        retryLimit: 0,
        run: async (data: { job: number }) => {
          runs.push({ job: data.job, worker: `w${i}` });
          await new Promise((resolve) => setTimeout(resolve, 20));
        },
      });
      return engine;
    });
    try {
      for (const engine of engines) await engine.start();
      await Promise.all(Array.from({ length: 60 }, (_, job) => engines[job % 2]!.jobs.send('test.once', { job })));
      for (let i = 0; i < 100 && runs.length < 60; i++) await new Promise((resolve) => setTimeout(resolve, 200));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(runs).toHaveLength(60);
      expect(new Set(runs.map((r) => r.job)).size).toBe(60);
      expect(new Set(runs.map((r) => r.worker))).toEqual(new Set(['w0', 'w1']));
    } finally {
      for (const engine of engines) await engine.stop();
    }
  });

  it('refunds each late payment once when two app instances run workers', async () => {
    const gateway = sandboxGateway({ secret: 'jobs-once-sandbox-secret' });
    const refunds: { instance: string; receipt: string }[] = [];
    // Each instance sees the same gateway through its own wrapper, so we know who refunded.
    const through = (instance: string): PaymentProvider =>
      Object.assign(Object.create(gateway) as PaymentProvider, {
        refund: async (input: Parameters<PaymentProvider['refund']>[0]) => {
          refunds.push({ instance, receipt: input.receipt });
          return gateway.refund(input);
        },
      });
    const config = testConfig({ RUN_WORKER: 'true' });
    apps.push(await buildApp({ config, database: shared, paymentProvider: through('a') }));
    apps.push(await buildApp({ config, database: second(), paymentProvider: through('b') }));
    for (const app of apps) await app.ready();

    // Ten paid payments whose bookings had been cancelled: each needs one refund.
    const [garage] = await shared.db.select({ id: t.garages.id }).from(t.garages).limit(1);
    const [slot] = await shared.db.select().from(t.slotTemplates).where(eq(t.slotTemplates.garageId, garage!.id)).limit(1);
    const [offering] = await shared.db.select().from(t.garageServices).where(eq(t.garageServices.garageId, garage!.id)).limit(1);
    const at = new Date();
    const [user] = await shared.db
      .insert(t.users)
      .values({ mobileNo: '+919812300001', name: 'Meera Iyer', email: 'meera@example.in', username: 'meera_iyer', createdAt: at, updatedAt: at })
      .returning();
    const paymentIds: number[] = [];
    for (let i = 0; i < 10; i++) {
      const order = await gateway.createOrder({ amountPaise: 59_900, receipt: `late-${i}`, notes: {} });
      const [booking] = await shared.db
        .insert(t.bookings)
        .values({
          trackingId: `CSJOBSONCE${String(i).padStart(4, '0')}`,
          userId: user!.id,
          garageId: garage!.id,
          slotTemplateId: slot!.id,
          bookingDate: '2026-03-03',
          bookingTime: slot!.startTime,
          cityId: 1,
          address: 'Flat 12, Palm Grove, Koramangala',
          pincode: '560034',
          subtotalPaise: 50_763,
          discountPaise: 0,
          gstPaise: 9_137,
          totalPaise: 59_900,
          paymentMode: 'online',
          paymentStatus: 'pending',
          serviceStatus: 'cancelled',
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await shared.db
        .insert(t.bookingItems)
        .values({ bookingId: booking!.id, garageServiceId: offering!.id, pricePaise: 50_763, position: 0, serviceName: 'Car wash', categoryId: 1 });
      const [payment] = await shared.db
        .insert(t.payments)
        .values({ bookingId: booking!.id, provider: 'sandbox', gatewayOrderId: order.id, amountPaise: 59_900, status: 'created', createdAt: at })
        .returning();
      paymentIds.push(payment!.id);
      // The customer pays late; the gateway's webhook reaches an instance, which queues the refund.
      await gateway.pay(order.id);
    }

    const refunded = async () => (await shared.db.select().from(t.payments).where(eq(t.payments.status, 'refunded'))).length;
    for (let i = 0; i < 150 && (await refunded()) < 10; i++) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await refunded()).toBe(10);
    expect(refunds.map((r) => r.receipt).sort()).toEqual(paymentIds.map((id) => `refund_${id}`).sort());
    for (const id of paymentIds)
      expect(gateway.refundsOf((await shared.db.select().from(t.payments).where(eq(t.payments.id, id)))[0]!.gatewayPaymentId!)).toHaveLength(1);
  });
});
