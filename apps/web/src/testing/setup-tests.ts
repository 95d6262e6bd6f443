import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy… waits up to 5 s rather than 1: the web tests share two cores with the API suites in `npm test`,
// where a mutation and the navigation after it once took longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no modal dialogs; opening and closing one is all the components ask of it.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};
