import { type ClaimStatus, paiseToRupees, type WarrantyClaim } from '@carseva/shared';
import type { BookingRow, BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { MediaService } from '../media';
import type { ClaimRow } from './repository';

export interface PresenterDeps {
  now: () => number;
  bookings: Pick<BookingsService, 'itemsOf' | 'byIds'>;
  catalog: Pick<CatalogService, 'garagesByIds'>;
  media: Pick<MediaService, 'links'>;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2026-03-31 → "31 Mar 2026". */
export function dateInWords(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** Whether the customer may ask CarSeva to decide: the garage declined, or its deadline passed unanswered. */
export const mayEscalate = (row: Pick<ClaimRow, 'status' | 'answerBy'>, at: number) =>
  row.status === 'declined' || (row.status === 'open' && row.answerBy.getTime() <= at);

/** Claims as the customer, the garage and admins see them: services, photos (short-lived links), the rework booking, the decision. */
export function claimPresenter(deps: PresenterDeps) {
  return async function present(rows: ClaimRow[]): Promise<WarrantyClaim[]> {
    const bookingIds = [...new Set(rows.map((r) => r.bookingId))];
    const [itemLists, bookings, photos] = await Promise.all([
      Promise.all(bookingIds.map(async (id) => [id, await deps.bookings.itemsOf(id)] as const)),
      deps.bookings.byIds([...bookingIds, ...rows.flatMap((r) => (r.reworkBookingId ? [r.reworkBookingId] : []))]),
      deps.media.links(rows.flatMap((r) => r.photoIds)),
    ]);
    const items = new Map(itemLists);
    const byId = new Map<number, BookingRow>(bookings.map((b) => [b.id, b]));
    const garages = await deps.catalog.garagesByIds(bookings.map((r) => r.garageId));
    return rows.map((row) => {
      const rework = row.reworkBookingId ? byId.get(row.reworkBookingId) : undefined;
      return {
        id: row.id,
        order: byId.get(row.bookingId)!.trackingId,
        status: row.status as ClaimStatus,
        items: (items.get(row.bookingId) ?? [])
          .filter((i) => row.serviceIds.includes(i.id))
          .map((i) => ({ id: i.id, name: i.name, price: paiseToRupees(i.pricePaise) })),
        description: row.description,
        photos: row.photoIds.flatMap((id) => photos.get(id) ?? []),
        answer_by: row.answerBy.toISOString(),
        declined_reason: row.declinedReason,
        rework: rework
          ? {
              tracking_id: rework.trackingId,
              garage: garages.find((g) => g.id === rework.garageId)?.name ?? '',
              booking_date: rework.bookingDate,
              booking_time: rework.bookingTime,
              status: rework.serviceStatus,
            }
          : null,
        escalated_at: row.escalatedAt?.toISOString() ?? null,
        decision:
          row.decision && row.decidedAt
            ? {
                kind: row.decision as 'rework' | 'refund' | 'reject',
                note: row.decisionNote ?? '',
                refund_to: (row.refundTo as 'original' | 'wallet' | null) ?? null,
                amount: row.refundPaise === null ? null : paiseToRupees(row.refundPaise),
                decided_at: row.decidedAt.toISOString(),
              }
            : null,
        can_escalate: mayEscalate(row, deps.now()),
        created_at: row.createdAt.toISOString(),
      };
    });
  };
}
