import { create } from 'zustand';

/** Chromium's offer to install the site as an app (not in TypeScript's DOM types). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallPromptState {
  /** The browser's pending offer; null where the browser makes none (Safari, Firefox) or it was used. */
  offer: BeforeInstallPromptEvent | null;
  status: 'idle' | 'installing' | 'installed';
}

export const useInstallPrompt = create<InstallPromptState>()(() => ({ offer: null, status: 'idle' }));

/**
 * Keeps the browser's install offer for our own 'Install app' button instead of its banner. Called at
 * start-up: the offer may come before the section with the button has loaded.
 */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    useInstallPrompt.setState({ offer: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => useInstallPrompt.setState({ offer: null, status: 'installed' }));
}

/** Shows the browser's install dialog; an offer can be used once. */
export async function installApp(): Promise<void> {
  const { offer } = useInstallPrompt.getState();
  if (!offer) return;
  useInstallPrompt.setState({ offer: null });
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  if (outcome === 'accepted') useInstallPrompt.setState((s) => ({ status: s.status === 'installed' ? 'installed' : 'installing' }));
}
