import { expect } from 'vitest';
import { bookingPayload, type BookingTestApp } from './bookings-helpers';

type Customer = Awaited<ReturnType<BookingTestApp['customer']>>;
type Garage = Awaited<ReturnType<BookingTestApp['garage']>>;

/** Books as the customer (cash) and, when asked, takes the booking to completed through the partner API as an admin. */
export function completedBookings(ctx: BookingTestApp, admin: Customer) {
  const move = (trackingId: string, to: string) => ctx.request('POST', `/api/v1/partner/bookings/${trackingId}/status`, admin.headers, { to });

  return {
    async book(customer: Customer, garage: Garage, overrides: Record<string, unknown> = {}): Promise<{ id: number; tracking_id: string; gst: number; amount: number }> {
      const res = await ctx.request('POST', '/api/v1/bookings', customer.headers, bookingPayload(garage, overrides));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    },

    async complete(trackingId: string): Promise<void> {
      for (const to of ['accepted', 'processing', 'completed']) expect((await move(trackingId, to)).statusCode).toBe(200);
    },
  };
}
