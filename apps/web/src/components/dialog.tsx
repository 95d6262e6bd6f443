import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Icon } from './icons';
import { useT } from '../lib/i18n';

interface DialogProps {
  open: boolean;
  onClose(): void;
  title: ReactNode;
  /** Shown before the title, e.g. a back arrow. */
  leading?: ReactNode;
  children: ReactNode;
  /** 'center' for pickers and questions, 'left' for the side menu drawer. */
  placement?: 'center' | 'left';
}

/**
 * A modal dialog on the native <dialog> element: the page behind is inert (focus stays inside),
 * Escape and a click outside close it, and the page does not scroll while it is open.
 */
export function Dialog({ open, onClose, title, leading, children, placement = 'center' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { t } = useT();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;
  const frame =
    placement === 'left' ? 'm-0 h-dvh max-h-none w-80 max-w-[85vw] rounded-none' : 'm-auto max-h-[85dvh] w-[min(32rem,calc(100vw-2rem))] rounded-2xl';
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${frame} bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop; the content sits in the inner div.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex max-h-[inherit] flex-col">
        <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
          {leading}
          <h2 id={titleId} className="flex-1 text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.dialog.close')}
            className="grid size-9 place-items-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <Icon name="close" className="size-5" />
          </button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
      </div>
    </dialog>
  );
}
