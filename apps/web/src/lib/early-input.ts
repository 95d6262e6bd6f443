/**
 * A prerendered page shows its buttons and fields before the app is attached to them. Until the app has
 * hydrated the page, clicks (a button, a form's submit) are held instead of lost or sent as a native
 * form submission, and text typed is noted: it may show on screen but is not in the app's state.
 * Once the app owns the page the text is handed to it as input events, then the held clicks run.
 */
export function holdEarlyInput(): (hydrated: Promise<unknown>) => void {
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"], input[type="submit"]');
    if (!target) return; // links navigate as links do, without the app
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(target);
  };
  const remember = (event: Event) => {
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
  };
  // Text may be typed even before this script runs: a field whose value is not the page's own has it.
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('input', remember, true);
  return (hydrated) =>
    void hydrated.then(untilIdle).then(async () => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', remember, true);
      for (const [field, text] of typed) if (field.isConnected) giveApp(field, text);
      // React renders the text in a microtask after each input event, and a held click's handler must
      // see it: a number typed and sent at once arrives as typed.
      if (typed.size) await nextFrame();
      for (const target of held) if (target.isConnected) target.click();
    });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the main thread is idle: React hydrates the page's Suspense boundaries in tasks after
 * the root's, and is done once none is left (3 s at most; where the browser cannot say, a frame). An
 * event on a boundary still to hydrate would make React hydrate it at once anyway (ADR 0028).
 */
function untilIdle(): Promise<unknown> {
  if (!('requestIdleCallback' in window)) return nextFrame();
  return new Promise((resolve) => requestIdleCallback(resolve, { timeout: 3000 }));
}

/**
 * Types `text` into a field the app controls, as the input event it missed. React reports a change
 * against the value it last saw, which may already be the text on screen (it reads the field's value as
 * it hydrates): the field's own setter (React's) makes that empty first, then the element's native
 * setter puts the text back, and the input event follows. A first input event makes React hydrate the
 * field's part if it has not yet.
 */
function giveApp(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
