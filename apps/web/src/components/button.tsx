import type { ButtonHTMLAttributes } from 'react';

/** primary: the one action a screen asks for; outline: an action beside it; secondary: the way out (keep, cancel). */
export type ButtonVariant = 'primary' | 'outline' | 'secondary';
/** Padding only, from the smallest (pagination) to the widest (a page's closing call to action). */
export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

const BASE =
  'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  outline: 'text-brand-700 ring-1 ring-brand-600 hover:bg-brand-50',
  secondary: 'text-slate-800 ring-1 ring-slate-300 hover:bg-slate-100',
};

const SIZES: Record<ButtonSize, string> = {
  xs: 'px-3 py-2',
  sm: 'px-4 py-2',
  md: 'px-4 py-2.5',
  lg: 'px-4 py-3',
  xl: 'px-5 py-3',
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Bold for a form's final action (Pay Now, CHECKOUT); semibold otherwise. */
  bold?: boolean;
  /** The whole width of its container, the label centred. */
  block?: boolean;
  /** Layout and extras only (width, margin, letter spacing): never a colour, padding or weight the props set. */
  className?: string;
}

/** A button's classes, for a link that should look like a button. */
export function buttonClass({ variant = 'primary', size = 'md', bold = false, block = false, className }: ButtonStyle = {}): string {
  return [
    BASE,
    bold ? 'font-bold' : 'font-semibold',
    VARIANTS[variant],
    SIZES[size],
    block ? 'inline-flex w-full items-center justify-center' : null,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

type ButtonProps = ButtonStyle & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>;

/** The app's button; `type` is "button" unless said otherwise, so it never submits a form by accident. */
export function Button({ variant, size, bold, block, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, bold, block, className })} {...props} />;
}
