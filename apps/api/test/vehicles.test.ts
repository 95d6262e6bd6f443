import { MAX_CARS_PER_ACCOUNT, type SavedCar } from '@carseva/shared';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { type BookingTestApp, bookingTestApp } from './bookings-helpers';

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;

let ctx: BookingTestApp;
/** A model sold in petrol (and what else it comes in) and a model that is not. */
let petrolModel: { id: number; fuelTypes: string[] };
let otherModel: { id: number; fuelTypes: string[] };
beforeAll(async () => {
  ctx = await bookingTestApp();
  const models = await ctx.db.select({ id: t.carModels.id, fuelTypes: t.carModels.fuelTypes }).from(t.carModels).orderBy(asc(t.carModels.id));
  petrolModel = models.find((m) => m.fuelTypes.includes('petrol'))!;
  otherModel = models.find((m) => m.id !== petrolModel.id && m.fuelTypes.includes('diesel'))!;
});
afterAll(() => ctx.close());

const call = (who: Customer | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who?.headers ?? {}, payload });
const addCar = (who: Customer, overrides: object = {}) =>
  call(who, 'POST', '/api/v1/me/cars', { car_model: petrolModel.id, fuel_type: 'petrol', registration_no: 'HR26DQ1234', ...overrides });
const carsOf = async (who: Customer): Promise<SavedCar[]> => (await call(who, 'GET', '/api/v1/me/cars')).json().data;

const fuelNotSold = (model: { fuelTypes: string[] }) => ['petrol', 'diesel', 'cng', 'electric'].find((f) => !model.fuelTypes.includes(f))!;

/** Registration numbers HR01A0001, HR01A0002, … for filling an account. */
const plate = (n: number) => `HR01A${String(n).padStart(4, '0')}`;

describe('My Cars: adding', () => {
  it('adds a car with its catalog model and brand, the registration number normalized; the first is the default', async () => {
    const asha = await ctx.customer();
    const res = await addCar(asha, { registration_no: 'hr-26 dq 1234', nickname: '  Family car ' });
    expect(res.statusCode).toBe(201);
    const car = res.json().data as SavedCar;
    expect(car).toMatchObject({
      registration_no: 'HR26DQ1234',
      fuel_type: 'petrol',
      nickname: 'Family car',
      is_default: true,
      car_model: { id: petrolModel.id },
    });
    expect(car.brand.name).toBeTruthy();
    expect(car.brand.icon).toMatch(/^\/icons\/brands\/.+\.svg$/);
    expect(await carsOf(asha)).toEqual([car]);
  });

  it('accepts state-series and Bharat-series numbers and refuses others, naming the field', async () => {
    const ravi = await ctx.customer();
    for (const good of ['DL1CAB1234', 'MH 12 AB 1234', 'KA01M1234', 'TN091234', '22 BH 1234 AA', '21BH0001A']) {
      expect((await addCar(ravi, { registration_no: good })).statusCode, good).toBe(201);
    }
    for (const bad of ['XX26DQ1234', 'HR26DQ123', 'HR26DQAB1234', 'HR123A1234', 'HR26DQ0000', '22BH1234', 'BH1234AA', '', 'HR26DQ1234567890123']) {
      const res = await addCar(ravi, { registration_no: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.registration_no, bad).toBeDefined();
    }
  });

  it('refuses a model not in the catalog and a fuel the model does not come in (422, by field)', async () => {
    const ravi = await ctx.customer();
    const unknown = await addCar(ravi, { car_model: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.car_model).toBeDefined();
    const wrongFuel = await addCar(ravi, { fuel_type: fuelNotSold(petrolModel) });
    expect(wrongFuel.statusCode).toBe(422);
    expect(wrongFuel.json().errors.fuel_type).toBeDefined();
    expect(await carsOf(ravi)).toEqual([]);
  });

  it('refuses missing fields and a too-long nickname with 400', async () => {
    const ravi = await ctx.customer();
    for (const payload of [{}, { car_model: petrolModel.id }, { car_model: 'one', fuel_type: 'petrol', registration_no: 'HR26DQ1234' }]) {
      expect((await call(ravi, 'POST', '/api/v1/me/cars', payload)).statusCode).toBe(400);
    }
    expect((await addCar(ravi, { nickname: 'x'.repeat(41) })).statusCode).toBe(400);
  });

  it('refuses the same registration number twice on one account (409), but another customer may have it', async () => {
    const [asha, vikram] = [await ctx.customer(), await ctx.customer()];
    expect((await addCar(asha)).statusCode).toBe(201);
    const again = await addCar(asha, { registration_no: 'hr 26 dq 1234' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DUPLICATE_CAR');
    expect((await addCar(vikram)).statusCode).toBe(201);
  });

  it('saves a car chosen in the car picker without a registration number, once: the same model and fuel again is that car', async () => {
    const asha = await ctx.customer();
    const withNumber = (await addCar(asha)).json().data as SavedCar;
    const picked = { registration_no: undefined };
    const same = await addCar(asha, picked);
    expect(same.statusCode).toBe(200);
    expect(same.json().data.id).toBe(withNumber.id);

    const other = { car_model: otherModel.id, fuel_type: 'diesel', registration_no: null };
    const results = await Promise.all([addCar(asha, other), addCar(asha, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    expect(results[0]!.json().data).toMatchObject({ registration_no: null, fuel_type: 'diesel', is_default: false, car_model: { id: otherModel.id } });
    expect(await carsOf(asha)).toHaveLength(2);
  });

  it(`keeps at most ${MAX_CARS_PER_ACCOUNT} cars per account, also when added at once`, async () => {
    const fleet = await ctx.customer();
    const results = await Promise.all(Array.from({ length: MAX_CARS_PER_ACCOUNT + 3 }, (_, i) => addCar(fleet, { registration_no: plate(i + 1) })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(MAX_CARS_PER_ACCOUNT);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(refused[0]!.json().code).toBe('TOO_MANY_CARS');
    const cars = await carsOf(fleet);
    expect(cars).toHaveLength(MAX_CARS_PER_ACCOUNT);
    expect(cars.filter((c) => c.is_default)).toHaveLength(1);
  });

  it('asks a visitor to log in', async () => {
    expect((await call(null, 'GET', '/api/v1/me/cars')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/api/v1/me/cars', { car_model: petrolModel.id, fuel_type: 'petrol', registration_no: 'HR26DQ1234' })).statusCode).toBe(
      401,
    );
  });
});

describe('My Cars: one default', () => {
  it('moves the default to the chosen car, listed first; a new car sent as default takes it over', async () => {
    const asha = await ctx.customer();
    const first = (await addCar(asha, { registration_no: plate(1) })).json().data as SavedCar;
    const second = (await addCar(asha, { registration_no: plate(2) })).json().data as SavedCar;
    expect(second.is_default).toBe(false);

    const res = await call(asha, 'POST', `/api/v1/me/cars/${second.id}/default`, {});
    expect(res.statusCode).toBe(200);
    expect((await carsOf(asha)).map((c) => [c.id, c.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    const third = (await addCar(asha, { registration_no: plate(3), is_default: true })).json().data as SavedCar;
    expect(third.is_default).toBe(true);
    expect((await carsOf(asha)).filter((c) => c.is_default).map((c) => c.id)).toEqual([third.id]);
  });

  it('gives the default to the oldest remaining car when the default car is removed', async () => {
    const asha = await ctx.customer();
    const first = (await addCar(asha, { registration_no: plate(1) })).json().data as SavedCar;
    const second = (await addCar(asha, { registration_no: plate(2) })).json().data as SavedCar;
    expect((await call(asha, 'DELETE', `/api/v1/me/cars/${first.id}`)).statusCode).toBe(200);
    expect(await carsOf(asha)).toMatchObject([{ id: second.id, is_default: true }]);
  });

  it('never holds two defaults, whatever concurrent requests ask (the database key)', async () => {
    const asha = await ctx.customer();
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) ids.push(((await addCar(asha, { registration_no: plate(i) })).json().data as SavedCar).id);
    const answers = await Promise.all(ids.map((id) => call(asha, 'POST', `/api/v1/me/cars/${id}/default`, {})));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const defaults = await ctx.db
      .select()
      .from(t.vehicles)
      .where(and(eq(t.vehicles.userId, asha.userId), eq(t.vehicles.isDefault, true)));
    expect(defaults).toHaveLength(1);
  });
});

describe('My Cars: changing and removing', () => {
  it('changes the model, fuel, number and nickname; clears the nickname with null', async () => {
    const asha = await ctx.customer();
    const car = (await addCar(asha, { nickname: 'Old' })).json().data as SavedCar;
    const res = await call(asha, 'PATCH', `/api/v1/me/cars/${car.id}`, {
      car_model: otherModel.id,
      fuel_type: 'diesel',
      registration_no: 'ka 05 mn 4321',
      nickname: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      car_model: { id: otherModel.id },
      fuel_type: 'diesel',
      registration_no: 'KA05MN4321',
      nickname: null,
      is_default: true,
    });
  });

  it('checks a changed fuel against the car’s model, and refuses an empty change or a bad number', async () => {
    const asha = await ctx.customer();
    const car = (await addCar(asha)).json().data as SavedCar;
    expect((await call(asha, 'PATCH', `/api/v1/me/cars/${car.id}`, { fuel_type: fuelNotSold(petrolModel) })).statusCode).toBe(422);
    expect((await call(asha, 'PATCH', `/api/v1/me/cars/${car.id}`, {})).statusCode).toBe(400);
    expect((await call(asha, 'PATCH', `/api/v1/me/cars/${car.id}`, { registration_no: 'not a plate' })).statusCode).toBe(400);
  });

  it('refuses renaming a car to a number already on another of the customer’s cars (409)', async () => {
    const asha = await ctx.customer();
    await addCar(asha, { registration_no: plate(1) });
    const second = (await addCar(asha, { registration_no: plate(2) })).json().data as SavedCar;
    expect((await call(asha, 'PATCH', `/api/v1/me/cars/${second.id}`, { registration_no: plate(1) })).statusCode).toBe(409);
  });
});

describe('My Cars: owner only', () => {
  it("answers another customer's car id exactly like a missing one (404) everywhere, changing nothing", async () => {
    const [asha, vikram] = [await ctx.customer(), await ctx.customer()];
    const car = (await addCar(asha)).json().data as SavedCar;
    for (const id of [car.id, 999_999]) {
      const attempts = [
        await call(vikram, 'PATCH', `/api/v1/me/cars/${id}`, { nickname: 'Mine now' }),
        await call(vikram, 'POST', `/api/v1/me/cars/${id}/default`, {}),
        await call(vikram, 'DELETE', `/api/v1/me/cars/${id}`),
      ];
      for (const res of attempts) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'CAR_NOT_FOUND' });
      }
    }
    expect(await carsOf(vikram)).toEqual([]);
    expect(await carsOf(asha)).toEqual([car]);
  });

  it('refuses ids that are not positive whole numbers with 400', async () => {
    const asha = await ctx.customer();
    for (const id of ['abc', '0', '-1', '1.5']) expect((await call(asha, 'DELETE', `/api/v1/me/cars/${id}`)).statusCode, id).toBe(400);
  });
});
