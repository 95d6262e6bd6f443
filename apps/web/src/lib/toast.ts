import { create } from 'zustand';

/** One short message at a time, shown by the layout's toaster and cleared after a while. */
interface ToastState {
  message: string | null;
  show(message: string, durationMs?: number): void;
  dismiss(): void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

export const useToast = create<ToastState>()((set) => ({
  message: null,
  show(message, durationMs = 2000) {
    clearTimeout(timer);
    set({ message });
    timer = setTimeout(() => set({ message: null }), durationMs);
  },
  dismiss() {
    clearTimeout(timer);
    set({ message: null });
  },
}));
