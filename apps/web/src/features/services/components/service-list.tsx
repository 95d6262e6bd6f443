import type { Service } from '@carseva/shared';
import { useDeferredValue } from 'react';
import { ServiceCard } from './service-card';

/** Cards drawn in the first pass; the rest follow in an interruptible background render. */
const FIRST_PASS_CARDS = 4;

export function ServiceList({ services, inCart, onAdd }: { services: readonly Service[]; inCart: ReadonlySet<number>; onAdd(service: Service): void }) {
  // A long list at once would block a phone's main thread: the first screenful comes first, and React
  // draws the rest in slices it can interrupt for a tap.
  const shown = useDeferredValue(services.length, Math.min(FIRST_PASS_CARDS, services.length));
  return (
    <ul className="grid gap-4">
      {services.slice(0, shown).map((service) => (
        // Cards off screen skip layout and paint until scrolled near.
        <li key={service.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <ServiceCard service={service} inCart={inCart.has(service.id)} onAdd={onAdd} />
        </li>
      ))}
    </ul>
  );
}
