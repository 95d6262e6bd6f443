import type { Service } from '@carseva/shared';
import { useEffect, useState } from 'react';
import { nextTask } from '../../../lib/next-task';
import { ServiceCard } from './service-card';

/**
 * Cards drawn at first, then per task: a long list at once would block a phone's main thread. Two, as
 * four made the first batch's render and layout a long task (over 50 ms) on a 4×-slowed CPU.
 */
const CARDS_PER_TASK = 2;

/** How many of `total` items to draw: a few now, then a few more in each following task until all are. */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(CARDS_PER_TASK);
  useEffect(() => {
    if (drawn >= total) return;
    let current = true;
    void nextTask().then(() => current && setDrawn((n) => n + CARDS_PER_TASK));
    return () => {
      current = false;
    };
  }, [drawn, total]);
  return Math.min(drawn, total);
}

export function ServiceList({ services, inCart, onAdd }: { services: readonly Service[]; inCart: ReadonlySet<number>; onAdd(service: Service): void }) {
  const drawn = useDrawnCount(services.length);
  return (
    <ul className="grid gap-4">
      {services.slice(0, drawn).map((service) => (
        // Cards off screen skip layout and paint until scrolled near.
        <li key={service.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <ServiceCard service={service} inCart={inCart.has(service.id)} onAdd={onAdd} />
        </li>
      ))}
    </ul>
  );
}
