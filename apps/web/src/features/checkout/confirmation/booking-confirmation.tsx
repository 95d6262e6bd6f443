import type { Booking } from '@carseva/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/button';
import { Card } from '../../../components/card';
import { Icon } from '../../../components/icons';
import { downloadCalendarFile } from './calendar-event';
import { confirmationHeadline, nextSteps, paymentWords, slotWords } from './confirmation-words';
import { ShareBooking } from './share-booking';
import { useT } from '../../../lib/i18n';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-3 sm:grid sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The moment after booking: what was booked, when, where, how it is paid, what happens next. */
export function BookingConfirmation({ booking }: { booking: Booking }) {
  const words = useT();
  const { t, language } = words;
  const headline = confirmationHeadline(booking, words);
  const orderPath = `/order/${encodeURIComponent(booking.tracking_id)}`;
  const orderUrl = `${window.location.origin}${orderPath}`;
  const services = booking.items.length ? booking.items.map((item) => item.service_name) : [booking.service.service_name];
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-6 md:py-10">
      <header className="text-center">
        {headline.booked ? (
          <span className="mx-auto grid size-16 place-items-center rounded-full bg-green-100 text-green-700" aria-hidden="true">
            <Icon name="check" className="size-9" />
          </span>
        ) : null}
        <h1 className="mt-3 text-2xl font-bold text-slate-900 md:text-3xl">{headline.title}</h1>
        <p className="mt-1 text-slate-700">{headline.lead}</p>
      </header>

      <Card as="section" padding="lg" aria-labelledby="booked-heading">
        <h2 id="booked-heading" className="text-lg font-bold text-slate-900">
          {t('checkout.confirmed.booking')}
        </h2>
        <dl className="divide-y divide-slate-100">
          <Fact term={t('checkout.confirmed.booked')}>
            <ul>
              {services.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            {booking.car.model ? <p className="text-sm text-slate-600">{t('checkout.confirmed.forCar', { car: booking.car.model })}</p> : null}
          </Fact>
          <Fact term={t('checkout.confirmed.when')}>{slotWords(booking, language)}</Fact>
          <Fact term={t('checkout.confirmed.garage')}>
            <p className="font-medium">{booking.garage.name}</p>
            <p className="text-sm text-slate-600">{booking.garage.full_address}</p>
          </Fact>
          <Fact term={booking.handover === 'walk_in' ? t('checkout.confirmed.yourAddress') : t('checkout.confirmed.pickupFrom')}>
            {booking.address}, {booking.pincode}
          </Fact>
          <Fact term={t('checkout.confirmed.payment')}>{paymentWords(booking, words)}</Fact>
        </dl>
      </Card>

      {headline.booked ? (
        <Card as="section" padding="lg" aria-labelledby="next-heading">
          <h2 id="next-heading" className="text-lg font-bold text-slate-900">
            {t('checkout.confirmed.next')}
          </h2>
          <ol className="mt-3 space-y-3">
            {nextSteps(booking, words).map((step, index) => (
              <li key={step} className="flex gap-3">
                <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-700" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="text-slate-800">{step}</span>
              </li>
            ))}
          </ol>
        </Card>
      ) : null}

      <div className="grid items-start gap-3 sm:grid-cols-2">
        {headline.booked ? (
          <>
            <Button variant="outline" block onClick={() => downloadCalendarFile(booking, orderUrl)}>
              {t('checkout.confirmed.calendar')}
            </Button>
            <ShareBooking booking={booking} orderUrl={orderUrl} />
          </>
        ) : null}
        <Link to={orderPath} className={buttonClass({ size: 'lg', bold: true, block: true, className: 'sm:col-span-2' })}>
          {t('checkout.confirmed.details')}
        </Link>
      </div>
    </div>
  );
}
