import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortraitCard } from './portrait-card';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

/** The storage's PUT, answering at once. */
class FakeUpload {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  status = 200;
  open() {}
  setRequestHeader() {}
  send() {
    setTimeout(() => this.onload?.(), 0);
  }
}

describe('the buddy’s own photo', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeUpload));
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the photo as a portrait at this garage, then makes it theirs', async () => {
    const api = fakeApi((url, init) => {
      const route = `${init?.method ?? 'GET'} ${url.pathname.replace('/api/v1', '')}`;
      const id = (JSON.parse(String(init?.body ?? '{}')) as { id?: string }).id ?? url.pathname.split('/')[3];
      if (route === 'POST /media/uploads')
        return {
          body: {
            success: true,
            data: {
              id,
              status: 'pending',
              upload: { url: 'https://storage.example/put', method: 'PUT', headers: { 'content-type': 'image/jpeg' }, expires_at: '2026-11-24T06:00:00Z' },
              photo: null,
            },
          },
        };
      if (route.endsWith('/complete'))
        return {
          body: {
            success: true,
            data: {
              id,
              status: 'ready',
              upload: null,
              photo: { id, url: 'https://storage.example/get', expires_at: '2026-11-24T06:00:00Z', width: 800, height: 800 },
            },
          },
        };
      if (route === 'POST /partner/garages/9/staff/me/photo') return { body: { success: true, message: 'Saved' } };
      throw new Error(`unexpected ${route}`);
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<PortraitCard garageId={9} />);
    await userEvent.upload(screen.getByLabelText('Take your photo'), new File([new Uint8Array(512)], 'me.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Your photo is saved.')).toBeInTheDocument();
    const asked = api.calls.find((c) => c.url.pathname === '/api/v1/media/uploads')!.body as { id: string };
    expect(asked).toMatchObject({ purpose: 'portrait', garage: 9, content_type: 'image/jpeg', bytes: 512 });
    expect(asked).not.toHaveProperty('booking');
    await waitFor(() => expect(api.calls.find((c) => c.url.pathname === '/api/v1/partner/garages/9/staff/me/photo')?.body).toEqual({ id: asked.id }));
  });

  it('refuses a file that is not a photo before asking anything', async () => {
    const api = fakeApi(() => {
      throw new Error('nothing should be asked');
    });
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<PortraitCard garageId={9} />);
    await userEvent.upload(screen.getByLabelText('Take your photo'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a photo (JPEG, PNG, WebP or HEIC).');
    expect(api.calls).toEqual([]);
  });
});
