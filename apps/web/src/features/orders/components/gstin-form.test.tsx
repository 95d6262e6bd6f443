import { gstinCheckCharacter } from '@carseva/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAtHome } from '../../../testing/render-route';
import { GstinForm } from './gstin-form';

const first14 = '27AAPFU0939F1Z';
const valid = first14 + gstinCheckCharacter(first14);
const label = 'GSTIN for your invoice (optional)';

describe('the order page GSTIN box', () => {
  let api: ReturnType<typeof fakeApi>;
  beforeEach(() => {
    api = fakeApi(() => ({ body: { success: true, data: {} } }));
    vi.stubGlobal('fetch', api.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an over-long GSTIN as typed and refuses it at the field, sending nothing', async () => {
    renderAtHome(<GstinForm trackingId="CSK7M49QX2WP" saved={null} />);
    await userEvent.type(screen.getByLabelText(label), `${valid}9`);
    expect(screen.getByLabelText(label)).toHaveValue(`${valid}9`);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('Enter a valid 15-character GSTIN');
    expect(screen.getByLabelText(label)).toHaveValue(`${valid}9`);
    expect(api.calls).toHaveLength(0);

    await userEvent.type(screen.getByLabelText(label), '{Backspace}');
    expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(label)).toHaveAccessibleDescription('');
  });

  it('sends a valid GSTIN in capitals and says it is saved', async () => {
    renderAtHome(<GstinForm trackingId="CSK7M49QX2WP" saved={null} />);
    await userEvent.type(screen.getByLabelText(label), ` ${valid.toLowerCase()} `);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('GSTIN saved.')).toBeInTheDocument();
    expect(api.calls[0]).toMatchObject({ method: 'PUT', body: { gstin: valid } });
    expect(api.calls[0]!.url.pathname).toBe('/api/v1/bookings/CSK7M49QX2WP/gstin');
  });

  it("puts the server's refusal at the field and keeps what was typed", async () => {
    api = fakeApi(() => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: 'Enter a valid 15-character GSTIN', errors: { gstin: ['This GSTIN is from another state'] } },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderAtHome(<GstinForm trackingId="CSK7M49QX2WP" saved={null} />);
    await userEvent.type(screen.getByLabelText(label), valid);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(screen.getByLabelText(label)).toHaveAccessibleDescription('This GSTIN is from another state'));
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(label)).toHaveValue(valid);
  });
});
