import { expect } from 'vitest';
import { addDays } from '@carseva/shared';
import { bookingPayload, type BookingTestApp, TOMORROW } from './bookings-helpers';

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;

/** Books as the customer (cash) and, when asked, takes the booking to completed through the partner API as an admin. */
export function completedBookings(ctx: BookingTestApp, admin: Customer) {
  const move = (trackingId: string, to: string) => ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/status`, admin.headers, { to });

  /** The first day from tomorrow on which the slot has not started by the test's clock (a completed booking moves the clock to its day). */
  const openDay = (garage: Garage, slotId: number) => {
    const start = garage.slots.find((s) => s.id === slotId)!.startTime;
    let day = TOMORROW;
    while (Date.parse(`${day}T${start}+05:30`) <= ctx.clock.now()) day = addDays(day, 1);
    return day;
  };

  return {
    async book(
      customer: Customer,
      garage: Garage,
      overrides: Record<string, unknown> = {},
    ): Promise<{ id: number; tracking_id: string; gst: number; amount: number }> {
      const payload = bookingPayload(garage, overrides);
      const res = await ctx.request('POST', '/api/v1/bookings', customer.headers, {
        ...payload,
        booking_date: overrides.booking_date ?? openDay(garage, payload.booking_slot as number),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    },

    /** Accepted, then started and completed on its day (the clock moves there). */
    async complete(trackingId: string): Promise<void> {
      expect((await move(trackingId, 'accepted')).statusCode).toBe(200);
      await ctx.toBookedDay(trackingId);
      for (const to of ['processing', 'completed']) expect((await move(trackingId, to)).statusCode).toBe(200);
    },
  };
}
