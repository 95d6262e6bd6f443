import type { MessageId, Translate } from './i18n';

const FUEL_LABELS: Record<string, MessageId> = {
  petrol: 'common.fuel.petrol',
  diesel: 'common.fuel.diesel',
  cng: 'common.fuel.cng',
  lpg: 'common.fuel.lpg',
  electric: 'common.fuel.electric',
  hybrid: 'common.fuel.hybrid',
};

/** "CNG", "Petrol": a fuel as the customer reads it, in the page's language (an unknown one as stored). */
export const fuelLabel = (fuel: string, t: Translate) => {
  const id = FUEL_LABELS[fuel];
  return id ? t(id) : fuel;
};
