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
 * The garage number keeps only digits, up to a length, of what is typed: a letter or one digit too many never
 * stays on screen (under Preact, a field whose state did not change at all kept showing it). Capacities and
 * prices are amounts: they keep exactly what was typed, and a value that cannot be sent ("-50", "12x", one too
 * big) is refused with a message at its field, never turned into another number.
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

  it('slot capacity: what is typed stays; a capacity that cannot be sent is refused with a message, nothing sent; a good one is saved', async () => {
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
    await userEvent.clear(nine);
    await typeAndSee(nine, '-3', '-3');
    await userEvent.click(screen.getByRole('button', { name: 'Save slots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least one car');
    expect(nine).toHaveValue('-3');
    await userEvent.clear(nine);
    await typeAndSee(nine, '120', '120');
    await userEvent.click(screen.getByRole('button', { name: 'Save slots' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 50 cars');
    expect(puts(api)).toHaveLength(0);

    await userEvent.clear(nine);
    await typeAndSee(nine, '12', '12');
    await userEvent.click(screen.getByRole('button', { name: '+ Add a slot' }));
    await userEvent.type(screen.getByLabelText('Starts'), '11:00');
    await userEvent.type(screen.getByLabelText('Ends'), '12:00');
    const added = screen.getByRole('textbox', { name: 'Cars in new slot 1' });
    await userEvent.clear(added);
    await typeAndSee(added, '2', '2');

    await userEvent.click(screen.getByRole('button', { name: 'Save slots' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({
      slots: [
        { id: 1, start_time: '09:00:00', end_time: '10:00:00', capacity: 12 },
        { start_time: '11:00:00', end_time: '12:00:00', capacity: 2 },
      ],
    });
  });

  it('prices: -50 stays -50 and is refused at its field with the other problems, nothing sent; fixed prices are saved', async () => {
    const basic: GarageOffering = {
      id: 388,
      service_name: 'Basic Service',
      category_id: 1,
      active: true,
      prices: { hatchback: { price: 3019 }, sedan: { price: 3519 } },
    };
    const api = garageApi([basic], [basic]);
    renderAtHome(<PricesScreen garageId={9} />);

    const price = await screen.findByLabelText('Basic Service, Hatchback: price');
    const sedan = screen.getByLabelText('Basic Service, Sedan: price');
    // Only today's price is typed: a struck-out "was" price is the server's, from real earlier prices.
    expect(screen.queryByLabelText(/struck-out/)).toBeNull();
    await userEvent.clear(price);
    await typeAndSee(price, '-50', '-50');
    await userEvent.clear(sedan);
    await typeAndSee(sedan, '9999999', '9999999');
    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));

    expect(price).toHaveAccessibleDescription('Price must be at least ₹1');
    expect(sedan).toHaveAccessibleDescription('Please enter an amount of ₹5,00,000 or less');
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('2 prices need a fix');
    expect(price).toHaveValue('-50');
    expect(puts(api)).toHaveLength(0);

    // Editing one field clears only its own message.
    await userEvent.clear(price);
    await typeAndSee(price, '2599', '2599');
    expect(price).not.toHaveAttribute('aria-invalid');
    expect(sedan).toHaveAccessibleDescription('Please enter an amount of ₹5,00,000 or less');
    await userEvent.clear(sedan);
    await typeAndSee(sedan, '3199', '3199');

    await userEvent.click(screen.getByRole('button', { name: 'Save prices' }));
    await vi.waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]!.body).toEqual({ offerings: [{ id: 388, prices: { hatchback: { price: 2599 }, sedan: { price: 3199 } } }] });
  });

  it("admin's garage number is kept as typed; anything but digits is refused with a message, then that garage is opened", async () => {
    const { currentPath } = renderAtHome(<GarageChooser roles={{ admin: true, garages: [] }} />);
    const number = screen.getByLabelText('Garage number');
    await typeAndSee(number, '4a2', '4a2');
    await userEvent.click(screen.getByRole('button', { name: 'Open garage' }));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription('Enter a garage number, such as 12');
    expect(number).toHaveValue('4a2');
    await userEvent.clear(number);
    expect(number).not.toHaveAttribute('aria-invalid');
    await typeAndSee(number, '1234567890', '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Open garage' }));
    expect(number).toHaveAccessibleDescription('Enter a garage number, such as 12');
    await userEvent.clear(number);
    await typeAndSee(number, '42', '42');
    await userEvent.click(screen.getByRole('button', { name: 'Open garage' }));
    expect(await currentPath()).toBe('/partner/42');
  });

  it('extra work: a price is kept as typed, refused at its field when it cannot be sent, and a good one is totalled and sent', async () => {
    const onSubmit = vi.fn();
    render(<ExtrasForm onSubmit={onSubmit} pending={false} error={null} />);
    const work = screen.getByLabelText(/^Work/);
    await userEvent.type(work, 'C'.repeat(81));
    const price = screen.getByLabelText('Price (₹)');
    await typeAndSee(price, '-50', '-50');
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(work).toHaveAccessibleDescription('Please keep this to 80 characters or fewer');
    expect(price).toHaveAccessibleDescription('Price must be at least ₹1');
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(work);
    await userEvent.type(work, 'Clutch plate');
    await userEvent.clear(price);
    await typeAndSee(price, '1,20,0', '1,20,0');
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(price).toHaveAccessibleDescription('Please enter a number');
    await userEvent.clear(price);
    await typeAndSee(price, '1,20,000', '1,20,000');
    expect(screen.getByText('₹1,20,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(onSubmit).toHaveBeenCalledWith({ items: [{ name: 'Clutch plate', price: 120000, note: null, photos: [] }] });
  });
});
