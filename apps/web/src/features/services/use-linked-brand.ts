import type { Brand } from '@carseva/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { brandsQuery } from '../../lib/catalog';
import { usePickers } from '../../lib/pickers';
import { usePreferences } from '../../lib/preferences';
import { slugOf } from '../../lib/slug';

/**
 * The brand a link named (/services?brand=bmw, the footer's brand links) while the chosen car is not
 * one of its models: the car picker opens at that brand's models once, so its prices can follow.
 */
export function useLinkedBrand(): Brand | null {
  const [params] = useSearchParams();
  const slug = params.get('brand');
  const brands = useQuery({ ...brandsQuery(), enabled: slug !== null });
  const brand = (slug && brands.data?.find((b) => slugOf(b.name) === slug)) || null;
  const chosenBrandId = usePreferences((s) => s.car?.brandId ?? null);
  const openPicker = usePickers((s) => s.openPicker);
  const pending = brand !== null && brand.id !== chosenBrandId;
  // Once per brand linked to: closing the picker leaves the page as it is.
  const openedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!pending || openedFor.current === brand.id) return;
    openedFor.current = brand.id;
    openPicker('car', brand);
  }, [pending, brand, openPicker]);
  return pending ? brand : null;
}
