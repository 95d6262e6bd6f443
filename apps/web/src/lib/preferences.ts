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
  /** A city, or none: "Near me" away from every city we serve leaves the device location alone to search around. */
  chooseCity(city: ChosenCity | null): void;
  /**
   * A brand's model in one of the fuels it comes in, all at once: the car is never half-chosen, so
   * prices, the cart and the saved default car never see a brand without its model.
   */
  chooseCar(brand: { id: number; name: string; icon: string }, model: { id: number; name: string }, fuelType: string): void;
  /** One of the customer's saved cars: brand, model and fuel at once. */
  chooseSavedCar(car: SavedCar): void;
}

export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      city: null,
      car: null,
      chooseCity: (city) => set({ city }),
      // A car chosen by hand is no saved car (until saved): a saved car's id is dropped.
      chooseCar: (brand, model, fuelType) =>
        set({ car: { brandId: brand.id, brandName: brand.name, brandIcon: brand.icon, modelId: model.id, modelName: model.name, fuelType } }),
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
