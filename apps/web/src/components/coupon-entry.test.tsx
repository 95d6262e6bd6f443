import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CouponEntry } from './coupon-entry';
import { useCart } from '../lib/cart';

describe('coupon entry', () => {
  beforeEach(() => useCart.setState({ items: [], couponCode: null }));

  it('without a verdict (the cart) says the code will be checked at checkout', () => {
    useCart.setState({ couponCode: 'CARSEVA10' });
    render(<CouponEntry />);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon CARSEVA10 will be checked and applied at checkout.');
  });

  it("with the server's verdict (checkout) says it is applied, or why not; Remove drops it either way", async () => {
    useCart.setState({ couponCode: 'CARSEVA10' });
    const { rerender } = render(<CouponEntry verdict={{ problem: null, applied: true }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon CARSEVA10 applied.');

    rerender(<CouponEntry verdict={{ problem: 'This coupon code is not valid.', applied: false }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon CARSEVA10: This coupon code is not valid.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(useCart.getState().couponCode).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply Coupon' })).toBeInTheDocument();
  });

  it('takes a new code at checkout the same way as in the cart', async () => {
    render(<CouponEntry verdict={{ problem: null, applied: false }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'firstwash');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(useCart.getState().couponCode).toBe('FIRSTWASH');
  });
});
