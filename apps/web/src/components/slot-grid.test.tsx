import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SlotGrid } from './slot-grid';

const slots = [
  { id: 1, start_time: '09:00:00', end_time: '10:00:00', available: false, remaining: 3 },
  { id: 2, start_time: '10:00:00', end_time: '11:00:00', available: false, remaining: 0 },
  { id: 3, start_time: '13:00:00', end_time: '14:00:00', available: true, remaining: 2 },
];

describe('slot grid', () => {
  it('disables started and full slots and says which is which', () => {
    render(<SlotGrid slots={slots} selected={null} onSelect={vi.fn()} />);
    expect(screen.getByRole('button', { name: /9:00 AM – 10:00 AM/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /9:00 AM – 10:00 AM/ })).toHaveTextContent('Unavailable');
    expect(screen.getByRole('button', { name: /10:00 AM – 11:00 AM/ })).toHaveTextContent('Full');
    expect(screen.getByRole('button', { name: /1:00 PM – 2:00 PM/ })).toHaveTextContent('2 left');
  });

  it('chooses an open slot and marks the chosen one pressed', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<SlotGrid slots={slots} selected={null} onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /1:00 PM – 2:00 PM/ }));
    expect(onSelect).toHaveBeenCalledWith(slots[2]);
    rerender(<SlotGrid slots={slots} selected={3} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: /1:00 PM – 2:00 PM/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
