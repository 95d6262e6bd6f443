import type { LegKind } from '@carseva/shared';
import { api } from '../../../lib/api-client';
import { legPath } from './assign-buddy';

export interface PositionInput {
  latitude: number;
  longitude: number;
  accuracy_m?: number;
}

/** One position of the buddy on a moving leg; the customer's page shows it. Fire and forget: the next one follows. */
export const sharePosition = (trackingId: string, kind: LegKind, body: PositionInput) =>
  api.post<unknown>(`${legPath(trackingId, kind)}/position`, body).then(() => undefined);
