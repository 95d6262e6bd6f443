import { and, eq, inArray } from 'drizzle-orm';
import type { Service } from '@carseva/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { catalogService } from '../src/modules/catalog/service';
import { slotsService } from '../src/modules/slots/service';
import { bookingPayload, bookingTestApp, TOMORROW, type BookingTestApp } from './bookings-helpers';

/** The lookups modules offer each other instead of reading each other's tables. */
let ctx: BookingTestApp;
beforeAll(async () => {
  ctx = await bookingTestApp();
});
afterAll(() => ctx.close());

const GURUGRAM = { latitude: 28.4595, longitude: 77.0266 };

describe('catalog lookups', () => {
  it('offeringsByIds: fresh prices even after the memo is filled, inactive offerings included, each id once', async () => {
    const catalog = catalogService(ctx.db, { radiusKm: 10 });
    const [listed] = (JSON.parse((await catalog.servicesNear(GURUGRAM)).body) as { data: Service[] }).data;
    expect(listed).toBeDefined();
    const id = listed!.id;
    await ctx.db.update(t.garageServices).set({ active: false }).where(eq(t.garageServices.id, id));
    await ctx.db
      .update(t.garageServicePrices)
      .set({ pricePaise: 123_400 })
      .where(and(eq(t.garageServicePrices.garageServiceId, id), eq(t.garageServicePrices.segment, 'sedan')));

    const offerings = await catalog.offeringsByIds([id, id], 'sedan');
    expect(offerings).toHaveLength(1);
    const [service] = await ctx.db
      .select({ id: t.services.id, name: t.services.name, categoryId: t.services.categoryId })
      .from(t.garageServices)
      .innerJoin(t.services, eq(t.services.id, t.garageServices.serviceId))
      .where(eq(t.garageServices.id, id));
    const [garage] = await ctx.db
      .select({ id: t.garages.id, cityId: t.garages.cityId, name: t.garages.name, phone: t.garages.phone, gstin: t.garages.gstin })
      .from(t.garages)
      .where(eq(t.garages.id, listed!.garage.id));
    expect(offerings[0]).toEqual({
      id,
      garageId: garage!.id,
      cityId: garage!.cityId,
      garage: expect.objectContaining(garage),
      serviceId: service!.id,
      serviceName: service!.name,
      categoryId: service!.categoryId,
      pricePaise: 123_400,
      active: false,
    });
    expect((await catalog.offeringsByIds([id], 'hatchback'))[0]!.pricePaise).toBe(listed!.price * 100);
    // Several ids are one statement too (one id has a statement of its own).
    const other = (JSON.parse((await catalog.servicesNear(GURUGRAM)).body) as { data: Service[] }).data.find((s) => s.id !== id)!;
    const both = await catalog.offeringsByIds([other.id, id], 'sedan');
    expect(both.map((o) => [o.id, o.pricePaise]).sort()).toEqual(
      [
        [id, 123_400],
        [other.id, expect.any(Number)],
      ].sort(),
    );
    expect(await catalog.offeringsByIds([], 'sedan')).toEqual([]);
    expect(await catalog.offeringsByIds([999_999], 'sedan')).toEqual([]);
  });

  it('garagesByIds, carModelsByIds (with the brand name) and garageExists', async () => {
    const catalog = catalogService(ctx.db, { radiusKm: 10 });
    const [first, second] = await catalog.garageIds();
    const garages = await catalog.garagesByIds([second!, first!, second!]);
    expect(garages.map((g) => g.id).sort((a, b) => a - b)).toEqual([first, second]);
    expect(garages[0]).toEqual({
      id: expect.any(Number),
      cityId: expect.any(Number),
      name: expect.any(String),
      fullAddress: expect.any(String),
      pincode: expect.stringMatching(/^\d{6}$/),
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      phone: expect.stringMatching(/^\+9198\d{8}$/),
      gstin: expect.stringMatching(/^\d{2}[A-Z]{5}\d{4}[A-Z]1Z[0-9A-Z]$/),
      // The seed sets no garage its own pickup radius: PICKUP_RADIUS_KM applies.
      pickupRadiusKm: null,
    });
    expect(await catalog.citiesByIds([garages[0]!.cityId, 999_999])).toEqual([{ id: garages[0]!.cityId, name: expect.any(String), state: expect.any(String) }]);
    expect(await catalog.garageExists(first!)).toBe(true);
    expect(await catalog.garageExists(999_999)).toBe(false);

    const [model] = await ctx.db
      .select({
        id: t.carModels.id,
        name: t.carModels.name,
        brandId: t.carModels.brandId,
        brand: t.carBrands.name,
        fuelTypes: t.carModels.fuelTypes,
        segment: t.carModels.segment,
      })
      .from(t.carModels)
      .innerJoin(t.carBrands, eq(t.carBrands.id, t.carModels.brandId))
      .limit(1);
    expect(await catalog.carModelsByIds([model!.id, 999_999])).toEqual([model]);
    expect(await catalog.carModelsByIds([])).toEqual([]);
  });
});

describe('slots lookups', () => {
  it('templatesByIds, and takeSeat (at the capacity the database has now) inside the caller’s transaction goes back with it', async () => {
    const g = await ctx.garage(2);
    const slots = slotsService(ctx.db, { now: ctx.clock.now, catalog: { garageExists: async () => true } });
    const tpl = g.slots[4]!;
    expect(await slots.templatesByIds([tpl.id, tpl.id])).toEqual([{ id: tpl.id, garageId: g.garageId, startTime: tpl.startTime, endTime: tpl.endTime }]);
    expect(await slots.templatesByIds([])).toEqual([]);

    const usage = () =>
      ctx.db
        .select()
        .from(t.slotUsage)
        .where(and(eq(t.slotUsage.slotTemplateId, tpl.id), eq(t.slotUsage.date, TOMORROW)));
    await expect(
      ctx.db.transaction(async (tx) => {
        expect(await slots.takeSeat(tpl, TOMORROW, tx)).toBe(true);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await usage()).toEqual([]);
    // Capacity changed after the template was looked up: the seat follows the database, not the lookup.
    await ctx.setCapacity(tpl.id, 1);
    expect(await slots.takeSeat(tpl, TOMORROW)).toBe(true);
    expect(await slots.takeSeat(tpl, TOMORROW)).toBe(false);
    expect(await slots.takeSeat({ id: 999_999_999 }, TOMORROW)).toBe(false);
    await slots.releaseSeat(tpl.id, TOMORROW);
    expect((await usage())[0]!.booked).toBe(0);
  });
});

describe('an order shows what was bought', () => {
  it('keeps the service name and category of its items when the catalog changes, and shows the customer', async () => {
    const customer = await ctx.customer();
    const g = await ctx.garage(1);
    const offering = g.offerings[0]!.id;
    const created = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(g, { booking_slot: g.slots[7]!.id }));
    expect(created.statusCode).toBe(201);
    const before = created.json().data;
    const [user] = await ctx.db.select({ username: t.users.username }).from(t.users).where(eq(t.users.id, customer.userId));
    expect(before.user).toEqual({ username: user!.username });

    const [bought] = await ctx.db.select().from(t.garageServices).where(eq(t.garageServices.id, offering));
    const [other] = await ctx.db
      .select({ id: t.serviceCategories.id })
      .from(t.serviceCategories)
      .where(inArray(t.serviceCategories.id, [before.items[0].category_id + 1, before.items[0].category_id - 1]))
      .limit(1);
    await ctx.db.update(t.services).set({ name: 'Renamed service', categoryId: other!.id }).where(eq(t.services.id, bought!.serviceId));

    const after = (await ctx.request('GET', `/api/v1/bookings/${before.tracking_id}`, customer.headers)).json().data;
    expect(after.items).toEqual(before.items);
    expect(after.service.service_name).toBe(before.service.service_name);
    const byOldCategory = (await ctx.request('GET', `/api/v1/bookings?category=${before.items[0].category_id}`, customer.headers)).json().data;
    expect(byOldCategory.meta.total).toBe(1);
    const byNewCategory = (await ctx.request('GET', `/api/v1/bookings?category=${other!.id}`, customer.headers)).json().data;
    expect(byNewCategory.meta.total).toBe(0);
  });
});
