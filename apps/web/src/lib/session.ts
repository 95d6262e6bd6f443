import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** Who is signed in, as the login answer described them. The session itself is an HttpOnly cookie. */
export interface SessionUser {
  id: number;
  name: string;
  username: string;
  email: string;
  mobile_no: string;
}

interface SessionState {
  user: SessionUser | null;
  signIn(user: SessionUser): void;
  signOut(): void;
}

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      user: null,
      signIn: (user) => set({ user }),
      signOut: () => set({ user: null }),
    }),
    { name: 'carseva-session' },
  ),
);
