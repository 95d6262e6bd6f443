import { act, waitFor } from '@testing-library/react';
import { type FormEvent, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyInput } from './early-input';

/** A prerendered form: a filtered, controlled field in a boundary of its own, and a submit button. */
function GetAppLink({ onSend }: { onSend(phone: string): void }) {
  const [phone, setPhone] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend(phone);
  };
  return (
    <form onSubmit={send}>
      <Suspense fallback={null}>
        <input aria-label="Mobile number" value={phone} onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))} />
      </Suspense>
      <button type="submit">Get App Link</button>
    </form>
  );
}

/** What a person does on the page before the app has loaded: types into the field, then taps the button. */
function typeAndTap(container: HTMLElement, text: string) {
  const field = container.querySelector('input')!;
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
  const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
  container.querySelector('button')!.dispatchEvent(tap);
  return tap;
}

describe('early input on a prerendered page', () => {
  afterEach(() => document.body.replaceChildren());

  it('holds a tap made before the app owns the page, then hands the typed text and the tap to React', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GetAppLink onSend={onSend} />);
    document.body.append(container);
    const release = holdEarlyInput();
    const tap = typeAndTap(container, '98123 45678');
    // Held: no native submission, nothing sent yet.
    expect(tap.defaultPrevented).toBe(true);
    const hydrated = new Promise<void>((resolve) => {
      act(() => {
        hydrateRoot(container, <GetAppLink onSend={onSend} />);
      });
      resolve();
    });
    release(hydrated);
    await waitFor(() => expect(onSend).toHaveBeenCalledWith('9812345678'));
    expect(onSend).toHaveBeenCalledTimes(1);
    // React's state is what the field shows.
    expect(container.querySelector('input')!.value).toBe('9812345678');
  });
});
