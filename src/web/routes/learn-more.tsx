import {
  ArrowLeft,
  ArrowRight,
  Clock,
  Handshake,
  KeyRound,
  ListOrdered,
  LockKeyhole,
  type LucideIcon,
  ShieldCheck,
  UserLock,
  UserRound,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSandboxPersonas } from '../api/sandbox-personas';
import { DeleteDataSection } from '../components/documents/delete-data-section';
import { linkButton } from '../components/landing/link-button';
import { SandboxSection } from '../components/landing/sandbox-section';
import { GrievanceContact } from '../components/my-consents/grievance-contact';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';
import { paths } from '../lib/paths';
import '../i18n/journey-texts';

const steps = ['pan', 'consent', 'loans', 'batch', 'documents'] as const;
const consentTerms = ['what', 'from', 'why', 'howLong', 'withdraw'] as const;
const safeguards: ReadonlyArray<{ key: 'otp' | 'encryption' | 'access'; Icon: LucideIcon }> = [
  { key: 'otp', Icon: KeyRound },
  { key: 'encryption', Icon: LockKeyhole },
  { key: 'access', Icon: UserLock },
];

/** `/learn-more`: how the service works, what consent means, how data is kept and deleted. */
export function LearnMorePage() {
  const { t } = useTranslation(['learnMore', 'common']);
  const { hash } = useLocation();
  const sandbox = useSandboxPersonas();
  const personas = sandbox.data?.personas;

  useEffect(() => {
    document.title = `${t('pageTitle')} · ${t('common:appName')}`;
  }, [t]);

  // Arriving at /learn-more#sandbox (or any section): scroll once the section is on the page
  // (the sandbox section appears only when the server has answered).
  const scrolledTo = useRef('');
  useEffect(() => {
    if (!hash || scrolledTo.current === hash || (hash === '#sandbox' && !personas)) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!section) return;
    scrolledTo.current = hash;
    section.scrollIntoView();
  }, [hash, personas]);

  const contents = [
    { id: 'how-it-works', label: t('how.title') },
    { id: 'consent', label: t('consent.title') },
    { id: 'retention', label: t('retention.title') },
    { id: 'security', label: t('security.title') },
    { id: 'your-data', label: t('yourData.title') },
    ...(personas ? [{ id: 'sandbox', label: t('sandbox.title') }] : []),
  ];

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <div className="border-b border-slate-200 bg-slate-50">
          <div className="mx-auto max-w-3xl px-4 pt-6 pb-10 sm:px-6 sm:pt-8 sm:pb-14">
            <Link
              to={paths.landing}
              className="-ml-2 inline-flex h-11 items-center gap-2 rounded-lg px-2 text-sm font-medium text-brand-800 hover:bg-brand-50"
            >
              <ArrowLeft className="size-4" aria-hidden />
              {t('common:backToHome')}
            </Link>
            <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
              {t('title')}
            </h1>
            <p className="mt-3 text-lg leading-relaxed text-muted">{t('subtitle')}</p>
            <nav aria-labelledby="contents-title" className="mt-8">
              <h2
                id="contents-title"
                className="text-sm font-semibold tracking-wide text-slate-600 uppercase"
              >
                {t('contents')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {contents.map(({ id, label }) => (
                  <li key={id}>
                    <a
                      href={`#${id}`}
                      className="inline-flex min-h-11 items-center rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-brand-800 ring-1 ring-slate-200 hover:bg-brand-50 hover:ring-brand-200"
                    >
                      {label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>

        <div className="mx-auto max-w-3xl space-y-14 px-4 py-12 sm:px-6 sm:py-16">
          <Section id="how-it-works" title={t('how.title')} Icon={ListOrdered}>
            <ol className="mt-6 space-y-6">
              {steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span
                    aria-hidden
                    className="grid size-9 shrink-0 place-items-center rounded-full bg-brand-700 font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{t(`how.${step}.title`)}</h3>
                    <p className="mt-1 leading-relaxed text-slate-700">{t(`how.${step}.body`)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          <Section id="consent" title={t('consent.title')} Icon={Handshake}>
            <p className="mt-3 leading-relaxed text-slate-700">{t('consent.intro')}</p>
            <dl className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
              {consentTerms.map((term) => (
                <div key={term} className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr] sm:gap-6">
                  <dt className="font-semibold text-ink">{t(`consent.${term}.term`)}</dt>
                  <dd className="leading-relaxed text-slate-700">{t(`consent.${term}.detail`)}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section id="retention" title={t('retention.title')} Icon={Clock}>
            <p className="mt-3 leading-relaxed text-slate-700">{t('retention.body')}</p>
          </Section>

          <Section id="security" title={t('security.title')} Icon={ShieldCheck}>
            <ul className="mt-6 grid gap-4 sm:grid-cols-3">
              {safeguards.map(({ key, Icon }) => (
                <li key={key} className="rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
                  <Icon className="size-6 text-brand-700" aria-hidden />
                  <h3 className="mt-3 font-semibold text-ink">{t(`security.${key}.title`)}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-700">
                    {t(`security.${key}.body`)}
                  </p>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="your-data" title={t('yourData.title')} Icon={UserRound}>
            <p className="mt-3 leading-relaxed text-slate-700">{t('yourData.body')}</p>
            <DeleteDataSection />
            <GrievanceContact headingId="grievance-contact" level={3} className="mt-5" />
          </Section>

          {personas && <SandboxSection personas={personas} />}
          {sandbox.isError && (
            <p role="alert" className="text-sm text-red-700">
              {t('sandbox.personasError')}
            </p>
          )}

          <div className="flex flex-col gap-3 border-t border-slate-200 pt-10 sm:flex-row">
            <Link to={paths.panVerification} className={linkButton.primary}>
              {t('getStarted')}
              <ArrowRight aria-hidden />
            </Link>
            <Link
              to={paths.landing}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 font-semibold text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
            >
              <ArrowLeft className="size-5" aria-hidden />
              {t('common:backToHome')}
            </Link>
          </div>
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

function Section({
  id,
  title,
  Icon,
  children,
}: {
  id: string;
  title: string;
  Icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24">
      <h2
        id={`${id}-title`}
        className="flex items-center gap-3 text-2xl font-bold tracking-tight text-ink"
      >
        <Icon className="size-6 shrink-0 text-brand-700" aria-hidden />
        {title}
      </h2>
      {children}
    </section>
  );
}
