import type { Category } from '@carseva/shared';
import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n';

interface CategoryTabsProps {
  categories: readonly Category[];
  selected: number | null;
  onSelect(categoryId: number | null): void;
  panelId: string;
}

/** 'All' plus one tab per category; arrow keys move between tabs. */
export function CategoryTabs({ categories, selected, onSelect, panelId }: CategoryTabsProps) {
  const { t } = useT();
  const list = useRef<HTMLDivElement>(null);
  const tabs: { id: number | null; name: string }[] = [{ id: null, name: t('services.tabs.all') }, ...categories];

  const onKeyDown = (event: KeyboardEvent) => {
    const current = tabs.findIndex((t) => t.id === selected);
    const next =
      event.key === 'ArrowRight'
        ? current + 1
        : event.key === 'ArrowLeft'
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    const index = (next + tabs.length) % tabs.length;
    onSelect(tabs[index]?.id ?? null);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[index]?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t('services.tabs.label')}
      onKeyDown={onKeyDown}
      className="flex gap-2 overflow-x-auto pb-2 [scrollbar-width:thin]"
    >
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id ?? 'all'}
            type="button"
            role="tab"
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => {
              if (!isSelected) onSelect(tab.id);
            }}
            className={`shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
              isSelected ? 'bg-brand-600 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100'
            }`}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}
