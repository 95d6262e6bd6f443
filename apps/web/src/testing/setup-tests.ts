import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import { afterEach } from 'vitest';
import { loadMessagesNow } from '../lib/i18n';

afterEach(() => cleanup());

// jsdom has no modal dialogs; opening and closing one is all the components ask of it.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// Components read their text from the English catalogues, loaded at once (the app loads them per route).
const english = import.meta.glob<Messages>('../locales/en/*.json', { eager: true, import: 'default' });
loadMessagesNow('en', Object.values(english));
