import { Link } from 'react-router';

export function ThankYouRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-3xl text-emerald-700" aria-hidden="true">
        ✓
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Thank you for Contacting us!</h1>
      <p className="mt-2 text-slate-700">We have your message and will get back to you within one working day.</p>
      <Link to="/" className="mt-8 rounded-lg bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Back to HomePage
      </Link>
    </section>
  );
}
