import { useState, type FormEvent } from 'react';
import { PhoneField } from './phone-field';
import { downloadApp } from '../../../content/home-more';
import { useHydrated } from '../../../lib/after-hydration';
import { useT } from '../../../lib/i18n';
import { installApp, useInstallPrompt } from '../../../lib/install-prompt';
import { useSendAppLink } from '../api/send-app-link';
import { formatIndianMobile, phoneProblem } from '../phone';

/** iPhones and iPads install from Safari's Share menu; no browser there offers an install prompt. */
const isAppleMobile = () => /iPhone|iPad|iPod/.test(navigator.userAgent) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);

/**
 * Where the browser can install the site as an app (Chromium on Android and desktop), an 'Install app'
 * button does it; elsewhere, the steps to add it to the home screen (after hydration: the prerendered
 * page cannot know the browser). The box keeps its height, so nothing below moves.
 */
function InstallApp() {
  const { t } = useT();
  const canInstall = useInstallPrompt((s) => s.offer !== null);
  const status = useInstallPrompt((s) => s.status);
  const hydrated = useHydrated();
  return (
    <div role="status" aria-live="polite" className="mt-4 min-h-12">
      {canInstall ? (
        <button
          type="button"
          onClick={() => void installApp()}
          className="rounded-lg bg-amber-300 px-5 py-3 font-bold text-slate-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('home.app.install')}
        </button>
      ) : status === 'installing' ? (
        <p className="font-semibold">{t('home.app.installing')}</p>
      ) : status === 'installed' ? (
        <p className="font-semibold">{t('home.app.installed')}</p>
      ) : hydrated ? (
        <p className="text-white/90" data-testid="install-steps">
          {t(isAppleMobile() ? 'home.app.howIos' : 'home.app.howOther')}
        </p>
      ) : null}
    </div>
  );
}

/** 'Get App Link' texts the address of the installable app to the number (limited per number and per connection). */
export function DownloadApp() {
  const { t } = useT();
  const appLink = useSendAppLink();
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = phoneProblem(phone, t);
    setProblem(found);
    setSentTo(null);
    if (found) return;
    void appLink.send({ phone }).then((result) => {
      if (result.ok) setSentTo(phone);
      else setProblem(result.message);
    });
  };

  return (
    <section id="download-app" aria-labelledby="download-title" className="scroll-mt-20 bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 md:grid-cols-2 md:items-center">
        <div>
          <h2 id="download-title" className="text-2xl font-bold">
            {t(downloadApp.title)}
          </h2>
          <p className="mt-2 text-white/90">{t(downloadApp.text)}</p>
          <p className="mt-2 font-semibold text-amber-200">{t(...downloadApp.referral)}</p>
          <InstallApp />
        </div>
        <form onSubmit={submit} noValidate className="space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="flex-1">
              <PhoneField
                id="app-link-phone"
                label={t('home.app.phone')}
                placeholder={t('home.booking.phonePlaceholder')}
                tone="dark"
                value={phone}
                onChange={(value) => {
                  setPhone(value);
                  setProblem(null);
                }}
                invalid={problem !== null}
                errorId="app-link-error"
              />
            </div>
            <button
              type="submit"
              disabled={appLink.isPending}
              className="rounded-lg bg-white px-5 py-3 font-bold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:opacity-70"
            >
              {t('home.app.getLink')}
            </button>
          </div>
          <div role="status" aria-live="polite">
            {problem ? (
              <p id="app-link-error" className="text-sm font-semibold text-amber-200">
                {problem}
              </p>
            ) : sentTo ? (
              <p className="text-sm font-semibold">{t('home.app.sent', { phone: formatIndianMobile(sentTo) })}</p>
            ) : null}
          </div>
        </form>
      </div>
    </section>
  );
}
