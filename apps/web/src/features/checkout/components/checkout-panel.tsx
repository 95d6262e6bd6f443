import type { ReactNode } from 'react';
import { Card } from '../../../components/card';

/** One titled step of the checkout form. */
export function CheckoutPanel({ headingId, title, children }: { headingId: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </Card>
  );
}
