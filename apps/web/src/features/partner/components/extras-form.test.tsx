import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExtrasForm } from './extras-form';

const renderForm = (error: string | null = null) => {
  const onSubmit = vi.fn();
  render(<ExtrasForm onSubmit={onSubmit} pending={false} error={error} />);
  return onSubmit;
};

describe('propose extra work', () => {
  it('starts on the first name; an empty row says what is missing and sends nothing', async () => {
    const onSubmit = renderForm();
    expect(screen.getByLabelText(/^Work/)).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(screen.getByText('Name the work (3 characters or more)')).toBeInTheDocument();
    expect(screen.getByLabelText('Price (₹)')).toHaveAccessibleDescription('This is required');
    expect(screen.getByLabelText(/^Work/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends several rows as whole rupees, totals them, and a row can be removed', async () => {
    const onSubmit = renderForm();
    await userEvent.type(screen.getByLabelText(/^Work/), 'Front brake pads');
    await userEvent.type(screen.getByLabelText('Price (₹)'), '1,800');
    await userEvent.click(screen.getByRole('button', { name: '+ Add another item' }));
    expect(screen.getByLabelText('Work 2')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('Work 2'), 'Wiper blades');
    await userEvent.type(screen.getAllByLabelText('Price (₹)')[1]!, '450');
    await userEvent.click(screen.getByRole('button', { name: '+ Add another item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove item 3' }));
    expect(screen.getByText('₹2,250')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    expect(onSubmit).toHaveBeenCalledWith({
      items: [
        { name: 'Front brake pads', price: 1800, note: null, photos: [] },
        { name: 'Wiper blades', price: 450, note: null, photos: [] },
      ],
    });
  });

  it("shows the server's refusal", () => {
    renderForm('Extra work can be proposed while the car is with the garage (accepted or in service).');
    expect(screen.getByRole('alert')).toHaveTextContent('Extra work can be proposed while the car is with the garage');
  });
});
