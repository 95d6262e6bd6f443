-- One booking's statements on the API side, as pgbench runs them (see booking-ceiling.ts), one
-- transaction per booking: the session, the slot and price reads, then the transaction (customer
-- lock, whether the Idempotency-Key was used, open count, seat, booking with its item and timeline
-- entry, the key with its answer, the job insert; ADR 26). Tables are simpler than the product's, so
-- this is a lower bound on PostgreSQL's work for a booking placed alone (the API places bookings of
-- the same moment together, ADR 25).
\set customer random(1, 100000)
\set slot random(1, 10000)
\set day random(1, 1000000)
SELECT customer_id FROM ceiling_sessions WHERE token = 't' || :customer AND expires_at > now();
SELECT id, garage_id, capacity FROM ceiling_slots WHERE id = :slot;
SELECT id, garage_id, price FROM ceiling_prices WHERE id = :slot;
BEGIN;
SELECT pg_advisory_xact_lock(:customer);
SELECT key FROM ceiling_idempotency WHERE key = md5(:customer::text || :day::text);
SELECT count(*) FROM ceiling_bookings WHERE customer_id = :customer AND status = 'open';
INSERT INTO ceiling_seats(slot, day, taken) VALUES (:slot, :day, 1)
  ON CONFLICT (slot, day) DO UPDATE SET taken = ceiling_seats.taken + 1 WHERE ceiling_seats.taken < 3 RETURNING taken;
WITH booking AS (INSERT INTO ceiling_bookings(customer_id, slot, day, status) VALUES (:customer, :slot, :day, 'open') RETURNING id),
  item AS (INSERT INTO ceiling_items(booking_id, price) SELECT id, 1000 FROM booking)
  INSERT INTO ceiling_events(booking_id, kind) SELECT id, 'placed' FROM booking RETURNING id;
INSERT INTO ceiling_idempotency(key, customer_id, status, response) VALUES (md5(:customer::text || :day::text), :customer, 201, '{}') ON CONFLICT DO NOTHING;
INSERT INTO ceiling_jobs(queue, data) VALUES ('notifications', '{"booking":1}');
COMMIT;
