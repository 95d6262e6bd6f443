const FUEL_LABELS: Record<string, string> = { petrol: 'Petrol', diesel: 'Diesel', cng: 'CNG', lpg: 'LPG', electric: 'Electric', hybrid: 'Hybrid' };

/** "CNG", "Petrol": a fuel as the customer reads it. */
export const fuelLabel = (fuel: string) => FUEL_LABELS[fuel] ?? fuel;
