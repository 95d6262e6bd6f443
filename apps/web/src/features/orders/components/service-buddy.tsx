/** The service buddy who collects the car: a small illustration, decorative only. */
export function ServiceBuddy() {
  return (
    <svg viewBox="0 0 160 120" className="h-28 w-auto" aria-hidden="true">
      <rect x="0" y="96" width="160" height="4" rx="2" fill="#dbeafe" />
      <rect x="70" y="60" width="80" height="28" rx="8" fill="#1d4ed8" />
      <path d="M84 60l10-16h32l12 16z" fill="#1e40af" />
      <rect x="98" y="48" width="24" height="10" rx="2" fill="#dbeafe" />
      <circle cx="90" cy="90" r="9" fill="#172554" />
      <circle cx="132" cy="90" r="9" fill="#172554" />
      <circle cx="90" cy="90" r="4" fill="#dbeafe" />
      <circle cx="132" cy="90" r="4" fill="#dbeafe" />
      <circle cx="36" cy="26" r="12" fill="#f5c99b" />
      <path d="M24 22a12 12 0 0124 0z" fill="#f97316" />
      <rect x="24" y="40" width="24" height="34" rx="8" fill="#f97316" />
      <rect x="27" y="72" width="8" height="24" rx="3" fill="#172554" />
      <rect x="37" y="72" width="8" height="24" rx="3" fill="#172554" />
      <path d="M48 46l18 10" stroke="#f5c99b" strokeWidth="6" strokeLinecap="round" />
      <path d="M64 50l8 8m-2-10l-4 4" stroke="#64748b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
