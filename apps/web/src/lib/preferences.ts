import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The city the customer chose, with its centre (used when the device location is unknown). */
export interface ChosenCity {
  id: number;
  name: string;
  latitude: number;
  longitude: number;
}

/** The customer's car: a brand, then (once chosen) one of its models. */
export interface ChosenCar {
  brandId: number;
  brandName: string;
  brandIcon: string;
  modelId: number | null;
  modelName: string | null;
}

interface PreferencesState {
  city: ChosenCity | null;
  car: ChosenCar | null;
  chooseCity(city: ChosenCity): void;
  /** Choosing a brand forgets any model chosen before (it belonged to the previous brand). */
  chooseBrand(brand: { id: number; name: string; icon: string }): void;
  chooseModel(model: { id: number; name: string }): void;
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      city: null,
      car: null,
      chooseCity: (city) => set({ city }),
      chooseBrand: (brand) => set({ car: { brandId: brand.id, brandName: brand.name, brandIcon: brand.icon, modelId: null, modelName: null } }),
      chooseModel(model) {
        const { car } = get();
        if (car) set({ car: { ...car, modelId: model.id, modelName: model.name } });
      },
    }),
    { name: 'carseva-preferences' },
  ),
);

/** "Hyundai Creta", "Hyundai" while no model is chosen, or null. */
export function carLabel(car: ChosenCar | null): string | null {
  if (!car) return null;
  return car.modelName ? `${car.brandName} ${car.modelName}` : car.brandName;
}
