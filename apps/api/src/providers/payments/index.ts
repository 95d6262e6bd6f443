import type { Config } from '../../config';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay';
import { sandboxGateway, type SandboxGateway } from './sandbox';

export type { CapturedPayment, GatewayOrder, GatewayRefund, PaymentProvider, RefundInput, WebhookAction } from './provider';
export { PaymentGatewayError } from './provider';
export type { SandboxGateway, SandboxRefund } from './sandbox';

export function createPaymentProvider(config: Config): PaymentProvider | SandboxGateway {
  switch (config.PAYMENT_PROVIDER) {
    case 'razorpay':
      return razorpayProvider({
        keyId: config.RAZORPAY_KEY_ID ?? '',
        keySecret: config.RAZORPAY_KEY_SECRET ?? '',
        webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? '',
      });
    case 'sandbox':
      return sandboxGateway({ secret: config.SANDBOX_SECRET });
  }
}

export function isSandbox(provider: PaymentProvider): provider is SandboxGateway {
  return provider.name === 'sandbox';
}
