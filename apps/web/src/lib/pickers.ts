import type { Brand } from '@carseva/shared';
import { create } from 'zustand';

/** Which catalog picker is open; any screen can open one, the layout hosts them. */
export type PickerKind = 'city' | 'car';

interface PickersState {
  open: PickerKind | null;
  /** The brand the car picker opens at, on its models (a link to one brand's car service); else the brands. */
  brand: Brand | null;
  openPicker(kind: PickerKind, brand?: Brand): void;
  close(): void;
}

export const usePickers = create<PickersState>()((set) => ({
  open: null,
  brand: null,
  openPicker: (open, brand) => set({ open, brand: brand ?? null }),
  close: () => set({ open: null }),
}));
