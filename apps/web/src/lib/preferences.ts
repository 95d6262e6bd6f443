import type { SavedCar } from '@carseva/shared';
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
  /** Set when the car is one of the customer's saved cars (My Cars). */
  savedCarId?: number;
  /** The fuel the car runs on, chosen with the model; it goes with the booking. */
  fuelType?: string;
}

interface PreferencesState {
  city: ChosenCity | null;
  car: ChosenCar | null;
  chooseCity(city: ChosenCity): void;
  /** Choosing a brand forgets any model chosen before (it belonged to the previous brand). */
  chooseBrand(brand: { id: number; name: string; icon: string }): void;
  /** A model of the chosen brand, in one of the fuels it comes in. */
  chooseModel(model: { id: number; name: string }, fuelType: string): void;
  /** One of the customer's saved cars: brand, model and fuel at once. */
  chooseSavedCar(car: SavedCar): void;
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      city: null,
      car: null,
      chooseCity: (city) => set({ city }),
      chooseBrand: (brand) => set({ car: { brandId: brand.id, brandName: brand.name, brandIcon: brand.icon, modelId: null, modelName: null } }),
      chooseModel(model, fuelType) {
        const { car } = get();
        // A model chosen by hand is no saved car (until saved): a saved car's id is dropped.
        if (car) set({ car: { brandId: car.brandId, brandName: car.brandName, brandIcon: car.brandIcon, modelId: model.id, modelName: model.name, fuelType } });
      },
      chooseSavedCar: (saved) =>
        set({
          car: {
            brandId: saved.brand.id,
            brandName: saved.brand.name,
            brandIcon: saved.brand.icon,
            modelId: saved.car_model.id,
            modelName: saved.car_model.name,
            savedCarId: saved.id,
            fuelType: saved.fuel_type,
          },
        }),
    }),
    { name: 'carseva-preferences' },
  ),
);

/** "Hyundai Creta", "Hyundai" while no model is chosen, or null. */
export function carLabel(car: ChosenCar | null): string | null {
  if (!car) return null;
  return car.modelName ? `${car.brandName} ${car.modelName}` : car.brandName;
}
