import type { SavedAddress, SavedCar } from '@carseva/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/schema';
import { type BookingTestApp, bookingPayload, bookingTestApp } from './bookings-helpers';

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;

let ctx: BookingTestApp;
let g: Garage;
beforeAll(async () => {
  ctx = await bookingTestApp();
  g = await ctx.garage(0, 'gurugram');
});
afterAll(() => ctx.close());

const home = { address: 'Flat 402, Tower B, Sector 15', pincode: '122001' };
const book = (who: Customer, slot: number, overrides: object = {}) =>
  ctx.request('POST', '/api/v1/bookings', who.headers, bookingPayload(g, { ...home, fuel_type: 'petrol', booking_slot: g.slots[slot]!.id, ...overrides }));
const carsOf = async (who: Customer): Promise<SavedCar[]> => (await ctx.request('GET', '/api/v1/me/cars', who.headers)).json().data;
const addressesOf = async (who: Customer): Promise<SavedAddress[]> => (await ctx.request('GET', '/api/v1/me/addresses', who.headers)).json().data;

describe('"Save for next time": the car and address a booking used go to My Cars and My Addresses', () => {
  it('keeps them once over two bookings, the address written differently the second time, and lists them first', async () => {
    const asha = await ctx.customer();
    expect((await book(asha, 0, { save_for_next_time: true })).statusCode).toBe(201);
    expect((await book(asha, 1, { save_for_next_time: true, address: '  flat 402,  tower b - sector 15 ' })).statusCode).toBe(201);

    const cars = await carsOf(asha);
    expect(cars.map((c) => [c.car_model.id, c.fuel_type, c.registration_no, c.is_default])).toEqual([[g.carModel, 'petrol', null, true]]);
    const addresses = await addressesOf(asha);
    expect(addresses.map((a) => [a.label, a.address, a.pincode])).toEqual([['other', home.address, home.pincode]]);
    expect(addresses[0]!.last_used_at).not.toBeNull();
  });

  it('the car booked last becomes the default, the one the next checkout starts from; a car already saved is not added again', async () => {
    const vikram = await ctx.customer();
    const other = (await ctx.db.select().from(t.carModels)).find((m) => m.id !== g.carModel && m.fuelTypes.includes('petrol'))!;
    const saved = await ctx.request('POST', '/api/v1/me/cars', vikram.headers, { car_model: other.id, fuel_type: 'petrol', registration_no: 'HR26DK8337' });
    expect(saved.statusCode).toBe(201);
    expect((await book(vikram, 0, { save_for_next_time: true })).statusCode).toBe(201);
    expect((await carsOf(vikram)).map((c) => [c.car_model.id, c.is_default])).toEqual([
      [g.carModel, true],
      [other.id, false],
    ]);
    expect((await book(vikram, 1, { save_for_next_time: true, car_model: other.id })).statusCode).toBe(201);
    expect((await carsOf(vikram)).map((c) => [c.car_model.id, c.registration_no, c.is_default])).toEqual([
      [other.id, 'HR26DK8337', true],
      [g.carModel, null, false],
    ]);
  });

  it('keeps nothing when the customer unticked it', async () => {
    const ravi = await ctx.customer();
    expect((await book(ravi, 2, { save_for_next_time: false })).statusCode).toBe(201);
    expect((await book(ravi, 3)).statusCode).toBe(201);
    expect(await carsOf(ravi)).toEqual([]);
    expect(await addressesOf(ravi)).toEqual([]);
  });
});
