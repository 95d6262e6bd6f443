/** Help: a contact message, optionally about one of the signed-in customer's orders. */
import type { z } from 'zod';
import { contactMessageBody } from './api';
import { trackingIdParam } from './booking';

export const helpMessageBody = contactMessageBody.extend({
  /** The order the message is about (its tracking id); only a signed-in customer may name one of theirs. */
  booking: trackingIdParam.shape.trackingId.optional(),
});
export type HelpMessageBody = z.infer<typeof helpMessageBody>;
