import type { Category, Service } from '@carseva/shared';
import { useDeferredValue, useMemo } from 'react';
import { slugOf } from '../../../lib/slug';
import { ServiceCard } from './service-card';

/** Cards drawn in the first pass; the rest follow in an interruptible background render. */
const FIRST_PASS_CARDS = 4;

interface ServiceListProps {
  services: readonly Service[];
  /** The catalog's categories, for each card's drawing and warranty. */
  categories: readonly Category[];
  inCart: ReadonlySet<number>;
  onAdd(service: Service): void;
}

export function ServiceList({ services, categories, inCart, onAdd }: ServiceListProps) {
  const slugs = useMemo(() => new Map(categories.map((c) => [c.id, slugOf(c.name)])), [categories]);
  // A long list at once would block a phone's main thread: the first screenful comes first, and React
  // draws the rest in slices it can interrupt for a tap.
  const shown = useDeferredValue(services.length, Math.min(FIRST_PASS_CARDS, services.length));
  return (
    <ul className="grid gap-4">
      {services.slice(0, shown).map((service) => (
        // Cards off screen skip layout and paint until scrolled near.
        <li key={service.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <ServiceCard service={service} categorySlug={slugs.get(service.category_id) ?? ''} inCart={inCart.has(service.id)} onAdd={onAdd} />
        </li>
      ))}
    </ul>
  );
}
