/**
 * A prerendered page shows its buttons and fields before React is attached to them. Until React has
 * hydrated the page, clicks (a button, a form's submit) are held instead of lost or sent as a native
 * form submission, and text typed is noted: it may show on screen but is not in React's state.
 * Once React owns the page the text is handed to it as input events, then the held clicks run.
 */
export function holdEarlyInput(): (hydrated: Promise<unknown>) => void {
  const held: HTMLElement[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const hold = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>('button, [role="button"], input[type="submit"]');
    if (!target) return; // links navigate as links do, without React
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
    void hydrated.then(untilEveryControlIsReacts).then(() => {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('input', remember, true);
      for (const [field, text] of typed) if (field.isConnected) giveReact(field, text);
      for (const target of held) if (target.isConnected) target.click();
    });
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const isReacts = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactProps'));

/**
 * The root's effect runs before lazy sections (Suspense boundaries) are hydrated, and a field typed in
 * or a button pressed there before then is not React's yet: wait, a frame at a time (3 s at most),
 * until React has every control of the page.
 */
async function untilEveryControlIsReacts() {
  for (let frame = 0; frame < 180; frame++) {
    if ([...document.querySelectorAll('#root input, #root textarea, #root button')].every(isReacts)) break;
    await nextFrame();
  }
  await nextFrame();
}

/**
 * Types `text` into a field React controls. React reports a change against the value it last saw,
 * which may already be the text on screen: the field's own setter (React's) makes that empty first,
 * then the element's native setter puts the text back behind React's back, and the input event follows.
 */
function giveReact(field: HTMLInputElement | HTMLTextAreaElement, text: string) {
  field.value = '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
