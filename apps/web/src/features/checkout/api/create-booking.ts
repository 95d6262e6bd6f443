import type { Booking, BookingBody } from '@carseva/shared';
import { api } from '../../../lib/api-client';

export const createBooking = (body: BookingBody) => api.post<Booking>('/bookings', body).then((r) => r.data);
