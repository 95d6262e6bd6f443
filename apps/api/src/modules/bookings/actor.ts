/** Who made a change to a booking: the timeline names them. userId is null for the system. */
export type ActorKind = 'customer' | 'staff' | 'admin' | 'system';
export interface Actor {
  kind: ActorKind;
  userId: number | null;
}
export const SYSTEM: Actor = { kind: 'system', userId: null };
