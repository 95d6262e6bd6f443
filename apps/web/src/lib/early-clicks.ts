/**
 * A prerendered page shows its buttons before React is attached to them. Clicks in that moment
 * (a button, a form's submit) are held instead of lost or sent as a native form submission, and
 * clicked again once React listens: React then hydrates what was clicked at once and handles it.
 */
export function holdEarlyClicks(): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"], input[type="submit"]');
    if (!target) return; // links navigate as links do, without React
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  document.addEventListener('click', hold, true);
  return () => {
    document.removeEventListener('click', hold, true);
    for (const target of held) if (target.isConnected) target.click();
  };
}
