import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { PhoneField } from './phone-field';
import { Button } from '../../../components/button';
import { Icon } from '../../../components/icons';
import { usePickers } from '../../../lib/pickers';
import { carLabel, usePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { useCreateLead } from '../api/create-lead';
import { phoneProblem } from '../phone';
import { useT } from '../../../lib/i18n';

const pickerButton =
  'flex w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-3 text-left text-slate-900 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * City, car and an optional phone, then 'CHECK PRICES FOR FREE' opens the services with their prices.
 * Only a number given is recorded as a lead (for a call back); a signed-in customer is not asked for
 * the number we already have, nor recorded as a lead.
 */
export function BookingForm() {
  const city = usePreferences((s) => s.city);
  const car = usePreferences((s) => s.car);
  const signedIn = useSession((s) => s.user !== null);
  const openPicker = usePickers((s) => s.openPicker);
  const navigate = useNavigate();
  const lead = useCreateLead();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useT();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (signedIn || phone === '') return void navigate('/services');
    const found = phoneProblem(phone, t);
    setProblem(found);
    if (found) return;
    void lead.send({ phone, city: city?.id ?? null, car_model: car?.modelId ?? null }).then((result) => {
      if (result.ok) void navigate('/services');
      else setProblem(result.message);
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="booking-form-title" className="space-y-3 rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
      <h2 id="booking-form-title" className="text-lg font-bold text-slate-900">
        {t('home.booking.title')}
      </h2>
      <button type="button" className={pickerButton} onClick={() => openPicker('city')}>
        <Icon name="pin" className="size-5 text-brand-600" />
        <span className="flex-1">{city ? city.name : t('home.booking.selectCity')}</span>
        <Icon name="chevron" className="size-5 text-slate-500" />
      </button>
      <button type="button" className={pickerButton} onClick={() => openPicker('car')}>
        <Icon name="car" className="size-5 text-brand-600" />
        <span className="flex-1">{carLabel(car) ?? t('home.booking.selectCar')}</span>
        <Icon name="chevron" className="size-5 text-slate-500" />
      </button>
      {signedIn ? null : (
        <PhoneField
          id="booking-phone"
          label={t('home.booking.phone')}
          placeholder={t('home.booking.phonePlaceholder')}
          value={phone}
          onChange={(value) => {
            setPhone(value);
            setProblem(null);
          }}
          invalid={problem !== null}
          errorId="booking-phone-error"
        />
      )}
      {problem ? (
        <p id="booking-phone-error" role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" bold block className="tracking-wide" disabled={lead.isPending}>
        {t('home.booking.submit')}
      </Button>
    </form>
  );
}
