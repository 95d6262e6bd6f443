import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@carseva/shared';
import { Button, buttonClass } from '../../../components/button';

interface ErrorViewContent {
  title: string;
  message: string;
  actions: { label: string; to: string }[];
}

const SERVER_ERRORS = new Set([500, 502, 503, 504]);

/** The order page's error views by status (product spec §8), each with its way out. */
export function orderErrorContent(status: number, serverMessage: string): ErrorViewContent {
  if (status === 401) {
    return {
      title: 'Authentication Error',
      message: AUTH_MESSAGES.sessionExpired,
      actions: [
        { label: 'Login Again', to: '/login' },
        { label: 'Go Home', to: '/' },
      ],
    };
  }
  if (status === 403)
    return { title: 'Access Denied', message: 'You do not have permission to view this order.', actions: [{ label: 'Go to My Orders', to: '/order-history' }] };
  if (status === 404)
    return {
      title: 'Order Not Found',
      message: 'Order not found. It may have been cancelled or deleted.',
      actions: [{ label: 'View My Orders', to: '/order-history' }],
    };
  if (SERVER_ERRORS.has(status)) {
    return { title: 'Server Error', message: 'Our servers are currently experiencing issues. Please try again later.', actions: [] };
  }
  return { title: 'Something Went Wrong', message: serverMessage, actions: [{ label: 'Go Home', to: '/' }] };
}

export function OrderErrorView({ status, message, onRetry }: { status: number; message: string; onRetry(): void }) {
  const content = orderErrorContent(status, message);
  return (
    <section role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{content.title}</h1>
      <p className="mt-2 text-slate-700">{content.message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {SERVER_ERRORS.has(status) ? <Button onClick={onRetry}>Try Again</Button> : null}
        {content.actions.map((action, i) => (
          <Link key={action.to} to={action.to} className={buttonClass({ variant: i === 0 ? 'primary' : 'outline' })}>
            {action.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
