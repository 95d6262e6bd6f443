/** What the booking benchmarks book: every (garage, slot, date) of the coming week, and the body that books one. */
import { addDays, istDate } from '@carseva/shared';
import pg from 'pg';

export interface Seat {
  garage: number;
  offering: number;
  slot: number;
  date: string;
  /** A hatchback: bookings name their car, and are priced for it. */
  car: number;
  /** The pickup: the garage's own address, pincode and map pin, which it serves (the pickup-area check). */
  address: string;
  pincode: string;
  latitude: number;
  longitude: number;
}

/** The booking body for one seat: cash on delivery, picked up at the garage's own address. */
export const seatPayload = (seat: Seat) => ({
  service: seat.offering,
  booking_date: seat.date,
  booking_slot: seat.slot,
  address: seat.address,
  pincode: seat.pincode,
  latitude: seat.latitude,
  longitude: seat.longitude,
  payment_mode: 'cod',
  car_model: seat.car,
});

/** Every (garage, slot, date) from tomorrow on for a week, each with one of that garage's offerings. */
export async function distinctSeats(databaseUrl: string): Promise<Seat[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Half-hourly slots beside the seed's hourly ones: seats enough for a measured run twice as long as three seconds.
    await client.query(
      `insert into slot_templates (garage_id, start_time, end_time, capacity)
       select garage_id, to_char(start_time::time + interval '30 minutes', 'HH24:MI:SS'), to_char(end_time::time + interval '30 minutes', 'HH24:MI:SS'), capacity
       from slot_templates on conflict do nothing`,
    );
    const { rows } = await client.query<Omit<Seat, 'date' | 'car'>>(
      `select st.garage_id as garage, st.id as slot, (select min(gs.id) from garage_services gs where gs.garage_id = st.garage_id) as offering,
              g.full_address as address, g.pincode, g.latitude, g.longitude
       from slot_templates st join garages g on g.id = st.garage_id order by st.garage_id, st.start_time`,
    );
    const { rows: cars } = await client.query<{ id: number }>(`select id from car_models where segment = 'hatchback' order by id limit 1`);
    const today = istDate(new Date());
    const seats: Seat[] = [];
    for (let day = 1; day <= 7; day++) for (const r of rows) seats.push({ ...r, date: addDays(today, day), car: cars[0]!.id });
    return seats;
  } finally {
    await client.end();
  }
}
