import ArrowRight from 'lucide-react/icons/arrow-right';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import CircleCheck from 'lucide-react/icons/circle-check';
import FileCheck from 'lucide-react/icons/file-check';
import FileText from 'lucide-react/icons/file-text';
import Landmark from 'lucide-react/icons/landmark';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { linkButton } from './link-button';

const claims = ['noBranch', 'noMessagingApp', 'oneOtp', 'multiBank', 'instant'] as const;

const documents = [
  { key: 'statement', Icon: FileText },
  { key: 'schedule', Icon: CalendarClock },
  { key: 'sanction', Icon: FileCheck },
  { key: 'foreclosure', Icon: Landmark },
] as const;

export function Hero() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-40 -right-32 size-[28rem] rounded-full bg-brand-500/25 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-inset ring-white/20">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-[2rem] leading-tight font-bold tracking-tight text-balance sm:text-5xl sm:leading-[1.1]"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-brand-100">
            {t('hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.panVerification} className={linkButton.light}>
              {t('hero.getStartedNow')}
              <ArrowRight aria-hidden />
            </Link>
            <Link to={paths.learnMore} className={linkButton.outlineLight}>
              {t('hero.learnMore')}
            </Link>
          </div>
          <ul
            aria-label={t('hero.claimsLabel')}
            className="mt-9 grid gap-x-6 gap-y-3 text-[0.95rem] text-white sm:grid-cols-2"
          >
            {claims.map((claim) => (
              <li key={claim} className="flex items-center gap-2.5">
                <CircleCheck className="size-5 shrink-0 text-emerald-300" aria-hidden />
                {t(`hero.claims.${claim}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block">
          <div className="rounded-2xl bg-white p-6 text-ink shadow-2xl shadow-black/30 ring-1 ring-white/10">
            <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
              {t('hero.panelTitle')}
            </p>
            <ul className="mt-4 divide-y divide-slate-100">
              {documents.map(({ key, Icon }) => (
                <li key={key} className="flex items-center gap-4 py-3.5">
                  <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{t(`documents.${key}`)}</span>
                    <span className="block text-sm text-muted">{t(`documents.${key}Note`)}</span>
                  </span>
                  <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
                    PDF
                  </span>
                </li>
              ))}
            </ul>
            <p className="mt-3 rounded-lg bg-emerald-50 px-3 py-2.5 text-sm text-emerald-800">
              {t('hero.panelNote')}
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
