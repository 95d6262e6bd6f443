import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { Icon } from '../../components/icons';

export function ThankYouRoute() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon name="check" className="size-8" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Thank you for Contacting us!</h1>
      <p className="mt-2 text-slate-700">We have your message and will get back to you within one working day.</p>
      <Link to="/" className={buttonClass({ size: 'xl', className: 'mt-8' })}>
        Back to HomePage
      </Link>
    </section>
  );
}
