import { randomUUID } from 'node:crypto';
import type { AccountUser, MediaLink, MediaPurpose, MediaUpload, mediaUploadBody } from '@carseva/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/jobs';
import { AppError, conflict, notFound, serviceUnavailable, tooManyRequests, unprocessable } from '../../lib/errors';
import { waitText } from '../../lib/rate-limit';
import { type StorageProvider, StorageError } from '../../providers/storage';
import { say } from '../../lib/i18n';
import { BOOKING_MESSAGES, type BookingRow, type BookingsService } from '../bookings';
import type { CatalogService } from '../catalog';
import type { StaffService } from '../staff';
import { NotAPhoto, photoSize, reencodePhoto } from './photo';
import { mediaRepository, type MediaRow } from './repository';

export const MEDIA_MESSAGES = {
  notFound: say('errors.media.notFound'),
  garageNotFound: say('errors.garage.notFound'),
  staffOnly: say('errors.media.staffOnly'),
  customerOnly: say('errors.media.customerOnly'),
  idTaken: say('errors.media.idTaken'),
  notUploaded: say('errors.media.notUploaded'),
  notReady: say('errors.media.notReady'),
  notAPhoto: say('errors.media.notAPhoto'),
  storageDown: say('errors.media.storageDown'),
  uploadAgain: say('errors.media.uploadAgain'),
  tooManyUploads: (retryAfterSeconds: number) => say('errors.media.tooManyUploads', { wait: waitText(retryAfterSeconds) }),
} as const;

/** Purposes the garage's staff upload; the booking's customer uploads the others (claims, disputes). */
const STAFF_PURPOSES: ReadonlySet<MediaPurpose> = new Set(['condition', 'extra', 'portrait']);
/** How long a pre-signed upload URL works: a slow phone network has time to send 15 MB. */
const UPLOAD_TTL_SECONDS = 15 * 60;
/** How long a read link works, unless the caller asks otherwise. */
export const LINK_TTL_SECONDS = 10 * 60;
/** Uploads never completed are removed, objects and rows, after this. */
const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
const CLEAN_BATCH = 500;
/** How far back the hourly clean-up looks for late uploads to photos already ready (it runs at least every hour). */
const LATE_UPLOAD_LOOKBACK_MS = 3 * 3600 * 1000;
export const CLEAN_PENDING_JOB = 'media.clean-pending';

export interface MediaDeps {
  now: () => number;
  storage: StorageProvider;
  bookings: Pick<BookingsService, 'desk' | 'byId'>;
  staff: Pick<StaffService, 'rolesOf' | 'requireCapability'>;
  /** A portrait's garage must exist (admins pass requireCapability for any id). */
  catalog: Pick<CatalogService, 'garageExists'>;
  log: (fields: object, message: string) => void;
  /** Uploads in flight (pending slots whose link still works) one uploader, and one booking, may hold: slots and declared bytes. */
  limits: { slotsPerUser: number; bytesPerUser: number; slotsPerBooking: number; bytesPerBooking: number };
}

type Scope = { bookingId: number | null; garageId: number | null };
type UploadBody = z.infer<typeof mediaUploadBody>;

/** Storage failures become a 503 the person can act on; the cause goes to the log. */
async function stored<T>(log: MediaDeps['log'], action: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    log({ err: error, action }, 'photo storage failed');
    throw serviceUnavailable(MEDIA_MESSAGES.storageDown, 'STORAGE_UNAVAILABLE');
  }
}

/**
 * Photos of bookings (condition reports, extra-work evidence, claims, disputes) and staff portraits:
 * uploaded straight to storage by a pre-signed URL, then re-encoded here; readable only by the
 * booking's customer, its garage's staff and admins, through short-lived signed links (ADR 35).
 */
export function mediaService(db: Db, deps: MediaDeps) {
  const repo = mediaRepository(db);
  const { storage } = deps;
  const store = <T>(action: string, work: () => Promise<T>) => stored(deps.log, action, work);

  /** What the user is to the booking: its customer, one of its garage's staff (or an admin), both or neither. */
  async function relationTo(user: AccountUser, booking: Pick<BookingRow, 'userId' | 'garageId'>) {
    const roles = await deps.staff.rolesOf(user);
    return { customer: booking.userId === user.id, staff: roles.admin || roles.garages.some((g) => g.id === booking.garageId) };
  }

  /** May the user upload a photo of this purpose for this booking or garage? Its scope, or the refusal bookings give. */
  async function uploadScope(
    user: AccountUser,
    purpose: MediaPurpose,
    target: { trackingId?: string; bookingId?: number | null; garageId?: number | null },
  ): Promise<Scope> {
    if (purpose === 'portrait') {
      // Any member of the garage, service buddies (drivers) included: customers see a buddy's portrait.
      await deps.staff.requireCapability(user, target.garageId!, 'portrait.set');
      if (!(await deps.catalog.garageExists(target.garageId!))) throw notFound(MEDIA_MESSAGES.garageNotFound, 'GARAGE_NOT_FOUND');
      return { bookingId: null, garageId: target.garageId! };
    }
    const booking = target.trackingId ? await deps.bookings.desk.byTrackingId(target.trackingId) : await deps.bookings.byId(target.bookingId!);
    const relation = booking ? await relationTo(user, booking) : { customer: false, staff: false };
    // A booking the user cannot see is answered like a missing one, as bookings do.
    if (!booking || (!relation.customer && !relation.staff)) throw notFound(BOOKING_MESSAGES.notFound, 'BOOKING_NOT_FOUND');
    if (STAFF_PURPOSES.has(purpose) && !relation.staff) throw new AppError(403, 'FORBIDDEN', MEDIA_MESSAGES.staffOnly);
    if (!STAFF_PURPOSES.has(purpose) && !relation.customer) throw new AppError(403, 'FORBIDDEN', MEDIA_MESSAGES.customerOnly);
    return { bookingId: booking.id, garageId: null };
  }

  /** May the user see this photo? Its booking's customer, its garage's staff and admins; a portrait, its garage's staff and admins. */
  async function mayRead(user: AccountUser, row: MediaRow): Promise<boolean> {
    if (row.bookingId === null) {
      const roles = await deps.staff.rolesOf(user);
      return roles.admin || roles.garages.some((g) => g.id === row.garageId);
    }
    const booking = await deps.bookings.byId(row.bookingId);
    if (!booking) return false;
    const relation = await relationTo(user, booking);
    return relation.customer || relation.staff;
  }

  async function link(row: MediaRow, expiresInSeconds = LINK_TTL_SECONDS): Promise<MediaLink> {
    const signed = await store('sign a read link', () => storage.presignGet(row.servedKey, expiresInSeconds));
    return { id: row.id, url: signed.url, expires_at: signed.expiresAt.toISOString(), width: row.width!, height: row.height! };
  }

  /** When a slot's upload link stops working: its slot opened UPLOAD_TTL_SECONDS before (so quotas count what can still upload). */
  const slotEndsAt = (row: Pick<MediaRow, 'createdAt'>) => row.createdAt.getTime() + UPLOAD_TTL_SECONDS * 1000;

  async function present(row: MediaRow): Promise<MediaUpload> {
    if (row.status === 'ready') return { id: row.id, status: 'ready', upload: null, photo: await link(row) };
    const expiresInSeconds = Math.max(1, Math.floor((slotEndsAt(row) - deps.now()) / 1000));
    const target = await store('sign an upload', () =>
      storage.presignPut({ key: row.originalKey, contentType: row.contentType, bytes: row.bytes, expiresInSeconds }),
    );
    return {
      id: row.id,
      status: 'pending',
      upload: { url: target.url, method: 'PUT', headers: target.headers, expires_at: target.expiresAt.toISOString() },
      photo: null,
    };
  }

  /** A retried request for an existing id: the same answer for the same photo, 409 for anything else. */
  function sameRequest(row: MediaRow, body: UploadBody, scope: Scope): boolean {
    if (row.purpose !== body.purpose || row.bookingId !== scope.bookingId || row.garageId !== scope.garageId) return false;
    return row.status === 'ready' || (row.contentType === body.content_type && row.bytes === body.bytes);
  }

  /** Marks the photo ready (once) and answers it. */
  async function finish(row: MediaRow, size: { width: number; height: number }): Promise<MediaUpload> {
    const ready = (await repo.markReady(row.id, size, new Date(deps.now()))) ?? (await repo.byId(row.id));
    if (!ready) throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
    return present(ready);
  }

  /** Not a photo: the object and then the row go, so nothing of it stays. */
  async function discard(row: MediaRow): Promise<never> {
    await store('discard an upload', () => storage.delete(row.originalKey));
    await repo.deletePending(row.id);
    throw unprocessable(MEDIA_MESSAGES.notAPhoto, { file: [MEDIA_MESSAGES.notAPhoto] }, 'NOT_A_PHOTO');
  }

  /**
   * Room for one more upload of `bytes` for this uploader (and booking), or 429 saying when the oldest
   * slot's link ends. Runs in the transaction that opens the slot, under the uploader's lock.
   */
  async function refuseOverQuota(tx: ReturnType<typeof mediaRepository>, userId: number, bookingId: number | null, bytes: number): Promise<void> {
    const since = new Date(deps.now() - UPLOAD_TTL_SECONDS * 1000);
    const { limits } = deps;
    const checks = [{ inFlight: await tx.inFlight({ uploadedBy: userId }, since), slots: limits.slotsPerUser, bytes: limits.bytesPerUser }];
    if (bookingId !== null) checks.push({ inFlight: await tx.inFlight({ bookingId }, since), slots: limits.slotsPerBooking, bytes: limits.bytesPerBooking });
    for (const { inFlight, ...max } of checks) {
      if (inFlight.slots + 1 <= max.slots && inFlight.bytes + bytes <= max.bytes) continue;
      const retryAfterSeconds = Math.max(1, Math.ceil(((inFlight.oldest?.getTime() ?? deps.now()) + UPLOAD_TTL_SECONDS * 1000 - deps.now()) / 1000));
      throw tooManyRequests(MEDIA_MESSAGES.tooManyUploads(retryAfterSeconds), retryAfterSeconds);
    }
  }

  /**
   * Files no photo owns, once no upload link to them can still work: on the local disk, half-written
   * files (a crash mid-write) and files of no row; on any store, an upload PUT again (S3 cannot refuse a
   * second PUT to a signed link) after its photo was made ready. Never a file a ready photo serves.
   */
  async function cleanStrays(): Promise<void> {
    const before = new Date(deps.now() - UPLOAD_TTL_SECONDS * 1000);
    const late = await repo.readyOpenedBetween(new Date(before.getTime() - LATE_UPLOAD_LOOKBACK_MS), before, CLEAN_BATCH);
    for (const row of late) await storage.delete(row.originalKey);
    if (!storage.strays) return;
    const strays = await storage.strays(before);
    const owned = await repo.ownedKeys(strays);
    for (const key of strays) if (!owned.has(key)) await storage.delete(key);
  }

  async function cleanPending(): Promise<void> {
    const rows = await repo.pendingOlderThan(new Date(deps.now() - ABANDONED_AFTER_MS), CLEAN_BATCH);
    for (const row of rows) {
      // Objects first: a failure leaves the row, so the next run tries again.
      await storage.delete(row.originalKey);
      await storage.delete(row.servedKey);
      await repo.deletePending(row.id);
    }
    await cleanStrays();
  }

  return {
    /** Where to upload a photo (or, for a photo already ready, the photo): idempotent by the client's id. */
    async createUpload(user: AccountUser, body: UploadBody): Promise<MediaUpload> {
      const scope = await uploadScope(user, body.purpose, { trackingId: body.booking, garageId: body.garage });
      const at = new Date(deps.now());
      const row = await db.transaction(async (tx) => {
        const txRepo = mediaRepository(tx);
        await txRepo.lockUploader(user.id);
        const existing = await txRepo.byId(body.id);
        if (existing && !sameRequest(existing, body, scope)) return undefined;
        // A retry answers the same slot while its link works; after that, opening it again takes room as a new one would.
        if (existing && (existing.status === 'ready' || slotEndsAt(existing) > at.getTime())) return existing;
        await refuseOverQuota(txRepo, user.id, scope.bookingId, body.bytes);
        if (existing) return txRepo.reopen(existing.id, at);
        return txRepo.insert({
          id: body.id,
          purpose: body.purpose,
          ...scope,
          status: 'pending',
          originalKey: `uploads/${randomUUID()}`,
          servedKey: `photos/${randomUUID()}.jpg`,
          contentType: body.content_type,
          bytes: body.bytes,
          uploadedBy: user.id,
          createdAt: at,
        });
      });
      // Undefined: the id is another photo's, or another uploader's request with this id won the insert.
      const answer = row ?? (await repo.byId(body.id));
      if (!answer || !sameRequest(answer, body, scope)) throw conflict(MEDIA_MESSAGES.idTaken, 'MEDIA_ID_TAKEN');
      return present(answer);
    },

    /**
     * Reads the upload, re-encodes it and stores the served photo, removes the original, then marks the
     * photo ready: in that order, so a failure leaves it pending and a retry finishes it. Not a photo:
     * 422 and nothing kept. Completing a ready photo answers it again.
     */
    async complete(user: AccountUser, id: string): Promise<MediaUpload> {
      const row = await repo.byId(id);
      if (!row) throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
      await uploadScope(user, row.purpose as MediaPurpose, row);
      if (row.status === 'ready') return present(row);
      const original = await store('read an upload', () => storage.get(row.originalKey));
      if (!original) {
        // The served photo stored and the original removed, but not marked ready: finish from the served photo.
        const served = await store('read a photo', () => storage.get(row.servedKey));
        if (!served) throw conflict(MEDIA_MESSAGES.notUploaded, 'NOT_UPLOADED');
        return finish(row, await photoSize(served.body));
      }
      let served;
      try {
        served = await reencodePhoto(original.body);
      } catch (error) {
        if (error instanceof NotAPhoto) return discard(row);
        throw error;
      }
      await store('store a photo', () => storage.put(row.servedKey, served.body, 'image/jpeg'));
      await store('remove an upload', () => storage.delete(row.originalKey));
      return finish(row, served);
    },

    /** A short-lived link to a photo the user may see; 404 for anyone else. */
    async linkFor(user: AccountUser, id: string): Promise<MediaLink> {
      const row = await repo.byId(id);
      if (!row || !(await mayRead(user, row))) throw notFound(MEDIA_MESSAGES.notFound, 'MEDIA_NOT_FOUND');
      if (row.status !== 'ready') throw conflict(MEDIA_MESSAGES.notReady, 'MEDIA_NOT_READY');
      return link(row);
    },

    /**
     * Every id must be a ready photo of this purpose for this booking (or, for portraits, this garage);
     * 422 'Please upload the photos again' otherwise. Returns them in the order asked.
     */
    async requireReady(
      ids: string[],
      scope: { purpose: MediaPurpose; bookingId?: number; garageId?: number },
    ): Promise<{ id: string; width: number; height: number }[]> {
      const rows = new Map((await repo.byIds(ids)).map((row) => [row.id, row]));
      return ids.map((id) => {
        const row = rows.get(id);
        const fits =
          row &&
          row.status === 'ready' &&
          row.purpose === scope.purpose &&
          row.bookingId === (scope.bookingId ?? null) &&
          row.garageId === (scope.garageId ?? null);
        if (!fits) throw unprocessable(MEDIA_MESSAGES.uploadAgain, { photos: [MEDIA_MESSAGES.uploadAgain] }, 'PHOTOS_NOT_READY');
        return { id, width: row.width!, height: row.height! };
      });
    },

    /** Short-lived signed links (default 10 minutes) for ready photos whose reader the caller has already checked. */
    async links(ids: string[], expiresInSeconds = LINK_TTL_SECONDS): Promise<Map<string, MediaLink>> {
      const rows = (await repo.byIds(ids)).filter((row) => row.status === 'ready');
      return new Map(await Promise.all(rows.map(async (row) => [row.id, await link(row, expiresInSeconds)] as const)));
    },

    /** Whether an upload link's key is a pending photo's (the local store takes one PUT per link, as long as the photo waits for it). */
    uploadOpen: async (originalKey: string): Promise<boolean> => (await repo.pendingAt(originalKey)) !== undefined,

    /** At start: what a crash or a late upload left behind (every instance may run it; it only removes what no photo owns). */
    cleanStrays,

    jobs: (): JobDefinition<never>[] => [{ name: CLEAN_PENDING_JOB, cron: '23 * * * *', retryLimit: 2, run: cleanPending }],
  };
}

export type MediaService = ReturnType<typeof mediaService>;
