import type { GarageOffering, GarageSchedule } from '@carseva/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExtrasForm } from './extras-form';
import { GarageChooser } from './garage-chooser';
import { PricesScreen } from './prices-screen';
import { SlotsScreen } from './slots-screen';
import { fakeApi, renderAtHome } from '../../../testing/render-route';

/*
 * Each of these fields keeps only digits, up to a length, of what is typed. Most steps below end on a key the
 * field throws away (a letter, a comma, one digit too many), so the kept value does not change: the field must
 * still show exactly what was kept, not what was typed (under Preact, a field whose state did not change at all
 * kept showing it).
 */

/** Types into a field and expects it to show `shown` afterwards. */
async function typeAndSee(field: HTMLElement, typed: string, shown: string) {
  await userEvent.type(field, typed);
  expect(field).toHaveValue(shown);
}

/** A fake API whose reads answer with `read` and whose PUTs answer with `saved`. */
function garageApi(read: unknown, saved: unknown) {
  const api = fakeApi((_url, init) => ({ body: { success: true, data: init?.method === 'PUT' ? saved : read } }));
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

const puts = (api: ReturnType<typeof fakeApi>) => api.calls.filter((c) => c.method === 'PUT');

describe('number fields of the partner console', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('slot capacity: an existing slot and a new slot show only the digits kept (two at most), and those are saved', async () => {
    const schedule: GarageSchedule = {
      slots: [
        { id: 1, start_time: '09:00:00', end_time: '10:00:00', capacity: 4 },
        { id: 2, start_time: '10:00:00', end_time: '11:00:00', capacity: 6 },
      ],
      closures: [],
    };
    const api = garageApi(schedule, schedule);
    renderAtHome(<SlotsScreen garageId={9} />);

    // The group around the stepper carries the same name, so the input is found by its role.
    const nine = await screen.findByRole('textbox', { name: 'Cars in 9:00 AM – 10:00 AM' });
    await typeAndSee(nine, 'a', '4');
    await userEvent.clear(nine);
    await typeAndSee(nine, '1x', '1');
    await typeAndSee(nine, '2', '12');
    await typeAndSee(nine, '3', '12');

    await userEvent.click(screen.getByRole('button', { name: '+ Add a slot' }));
    await userEvent.type(screen.getByLabelText('Starts'), '11:00');
    await userEvent.type(screen.getByLabelText('Ends'), '12:00');
    const added = screen.getByRole('textbox', { name: 'Cars in new slot 1' });
    await typeAndSee(added, 'b', '4');
    await typeAndSee(added, '0', '40');
    await typeAndSee(added, '7', '40');
    await userEvent.clear(added);
    await typeAndSee(added, '2-', '2');

    await userEvent.click(screen.getByRole('button', { name: 'Save slots' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({
      slots: [
        { id: 1, start_time: '09:00:00', end_time: '10:00:00', capacity: 12 },
        { start_time: '11:00:00', end_time: '12:00:00', capacity: 2 },
      ],
    });
  });

  it('prices: the price and the struck-out price show only the digits kept (six at most), and those are saved', async () => {
    const basic: GarageOffering = { id: 388, service_name: 'Basic Service', category_id: 1, active: true, prices: { hatchback: { price: 3019, strike_price: 3749 } } };
    const api = garageApi([basic], [basic]);
    renderAtHome(<PricesScreen garageId={9} />);

    const price = await screen.findByLabelText('Basic Service, Hatchback: price');
    await typeAndSee(price, 'x', '3019');
    await userEvent.clear(price);
    await typeAndSee(price, '2,', '2');
    await typeAndSee(price, '599 ', '2599');

    const was = screen.getByLabelText('Basic Service, Hatchback: struck-out price');
    await userEvent.clear(was);
    await typeAndSee(was, '3a', '3');
    await typeAndSee(was, '19999', '319999');
    await typeAndSee(was, '9', '319999');

    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({ offerings: [{ id: 388, prices: { hatchback: { price: 2599, strike_price: 319999 } } }] });
  });

  it("admin's garage number shows only the digits kept (nine at most), and that garage is opened", async () => {
    const { currentPath } = renderAtHome(<GarageChooser roles={{ admin: true, garages: [] }} />);
    const number = screen.getByLabelText('Garage number');
    await typeAndSee(number, 'g', '');
    await typeAndSee(number, '4a', '4');
    await typeAndSee(number, '2#', '42');
    await typeAndSee(number, '1234567', '421234567');
    await typeAndSee(number, '8', '421234567');
    await userEvent.click(screen.getByRole('button', { name: 'Open garage' }));
    expect(await currentPath()).toBe('/partner/421234567');
  });

  it('extra work: the price shows only the digits kept (six at most), and that price is totalled and sent', async () => {
    const onSubmit = vi.fn();
    render(<ExtrasForm onSubmit={onSubmit} pending={false} error={null} />);
    await userEvent.type(screen.getByLabelText(/^Work/), 'Clutch plate');
    const price = screen.getByLabelText('Price (₹)');
    await typeAndSee(price, '₹', '');
    await typeAndSee(price, '1x', '1');
    await typeAndSee(price, '2,', '12');
    await typeAndSee(price, '0000', '120000');
    await typeAndSee(price, '5', '120000');
    expect(screen.getByText('₹1,20,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(onSubmit).toHaveBeenCalledWith({ items: [{ name: 'Clutch plate', price: 120000 }] });
  });
});
