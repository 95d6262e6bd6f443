import type { HTMLAttributes } from 'react';

type CardElement = 'div' | 'p' | 'section' | 'aside' | 'article' | 'header' | 'li' | 'fieldset';

const PADDING = { md: 'p-4', lg: 'p-5', xl: 'p-6' } as const;

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: a section, an aside, a list item… (a div unless said). */
  as?: CardElement;
  padding?: keyof typeof PADDING;
  /** Without the shadow: a card that sits in place of content (an empty or error state). */
  flat?: boolean;
}

/** A white, rounded panel with a hairline ring: the app's one card. */
export function Card({ as: Element = 'div', padding = 'md', flat = false, className, ...props }: CardProps) {
  const classes = ['rounded-xl bg-white ring-1 ring-slate-200', flat ? null : 'shadow-sm', PADDING[padding], className].filter(Boolean).join(' ');
  return <Element className={classes} {...props} />;
}
