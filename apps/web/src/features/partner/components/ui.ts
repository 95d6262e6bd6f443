/** The console's touch targets: every control is at least 48 px high, for a thumb on a phone. */
const base =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-xl px-4 py-1.5 text-center text-base leading-tight font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const button = {
  primary: `${base} bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-brand-600`,
  secondary: `${base} bg-white text-brand-700 ring-1 ring-brand-600 ring-inset hover:bg-brand-50 focus-visible:outline-brand-600`,
  success: `${base} bg-emerald-700 text-white hover:bg-emerald-800 focus-visible:outline-emerald-700`,
  danger: `${base} bg-white text-red-700 ring-1 ring-red-600 ring-inset hover:bg-red-50 focus-visible:outline-red-600`,
  dangerSolid: `${base} bg-red-700 text-white hover:bg-red-800 focus-visible:outline-red-700`,
  quiet: `${base} text-slate-700 hover:bg-slate-100 focus-visible:outline-brand-600`,
};

export const input =
  'min-h-12 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-600';

export const label = 'mb-1 block text-sm font-semibold text-slate-700';

export const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200';
