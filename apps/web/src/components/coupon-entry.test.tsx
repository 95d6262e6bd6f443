import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CouponEntry } from './coupon-entry';
import { useCart } from '../lib/cart';

describe('coupon entry', () => {
  beforeEach(() => useCart.setState({ items: [], couponCode: null, couponDropped: null }));

  it('without a verdict (the cart) says the code will be checked at checkout', () => {
    useCart.setState({ couponCode: 'CARSEVA10' });
    render(<CouponEntry />);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon CARSEVA10 will be checked and applied at checkout.');
  });

  it("with the server's price (checkout) says it is applied; Remove drops it", async () => {
    useCart.setState({ couponCode: 'CARSEVA10' });
    render(<CouponEntry applied />);
    expect(screen.getByRole('status')).toHaveTextContent('Coupon CARSEVA10 applied.');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(useCart.getState().couponCode).toBeNull();
    expect(screen.getByRole('button', { name: 'Apply Coupon' })).toBeInTheDocument();
  });

  it('says which coupon the server stopped applying and why, until another is applied', async () => {
    useCart.setState({ couponCode: 'FIRSTWASH' });
    useCart.getState().dropCoupon('This coupon needs an order of ₹999 or more.');
    render(<CouponEntry applied={false} />);
    expect(useCart.getState().couponCode).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Coupon FIRSTWASH was removed: This coupon needs an order of ₹999 or more. Your totals are without it.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'carseva10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('status')).toHaveTextContent('Coupon CARSEVA10 will be checked and applied at checkout.');
  });

  it('takes a new code at checkout the same way as in the cart', async () => {
    render(<CouponEntry applied={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Apply Coupon' }));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'firstwash');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(useCart.getState().couponCode).toBe('FIRSTWASH');
  });
});
