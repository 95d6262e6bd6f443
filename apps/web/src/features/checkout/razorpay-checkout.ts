import type { PaymentOrder, PaymentVerifyBody } from '@carseva/shared';
import { translate } from '../../lib/i18n';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', handler: (response: { error: { description: string } }) => void): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

let loading: Promise<boolean> | undefined;

/** Loads Razorpay Checkout once; resolves false when the script cannot be fetched. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => resolve(true);
    script.onerror = () => {
      loading = undefined;
      script.remove();
      resolve(false);
    };
    document.body.append(script);
  });
  return loading;
}

export interface CheckoutCallbacks {
  onPaid(result: PaymentVerifyBody): void;
  onFailed(description: string): void;
  onDismissed(): void;
}

/** Opens Razorpay's window for our gateway order; the amount is the order's, fixed on the server. */
export function openRazorpay(order: PaymentOrder, contact: string, callbacks: CheckoutCallbacks) {
  const Razorpay = window.Razorpay!;
  const checkout = new Razorpay({
    key: order.key,
    order_id: order.id,
    amount: order.amount,
    currency: order.currency,
    name: 'CarSeva',
    description: translate('checkout.razorpay.description', { booking: order.booking }),
    prefill: { contact },
    theme: { color: '#1d4ed8' },
    handler: callbacks.onPaid,
    modal: { ondismiss: callbacks.onDismissed },
  });
  checkout.on('payment.failed', (response) => callbacks.onFailed(response.error.description));
  checkout.open();
}
