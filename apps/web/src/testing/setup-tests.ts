import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

afterEach(() => cleanup());
// Preact runs effects after the next frame, or after 35 ms when no frame comes. A file whose last
// render is younger than that would leave the timer to fire after its jsdom is gone, calling the
// window's cancelAnimationFrame that no longer exists (an uncaught error that fails the run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

// jsdom has no modal dialogs; opening and closing one is all the components ask of it.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
