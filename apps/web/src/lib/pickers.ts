import { create } from 'zustand';

/** Which catalog picker is open; any screen can open one, the layout hosts them. */
export type PickerKind = 'city' | 'car';

interface PickersState {
  open: PickerKind | null;
  openPicker(kind: PickerKind): void;
  close(): void;
}

export const usePickers = create<PickersState>()((set) => ({
  open: null,
  openPicker: (open) => set({ open }),
  close: () => set({ open: null }),
}));
