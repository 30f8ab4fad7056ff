import { ExternalLink, FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routeUrl } from '../../../shared/api/route-table';
import type { SandboxPersona } from '../../../shared/api/sandbox';
import { SANDBOX_ROUTES } from '../../../shared/api/sandbox-routes';
import { urlOf } from '../../api/http';

/** The outbox's address as the page writes it out, with a placeholder for the number. */
const OUTBOX_PATH = routeUrl(SANDBOX_ROUTES.outbox);

/**
 * The learn-more page's sandbox section: shown only while the server runs in sandbox mode. No
 * real bank or bureau is contacted; these borrowers exist to try every scenario.
 */
export function SandboxSection({ personas }: { personas: readonly SandboxPersona[] }) {
  const { t } = useTranslation('learnMore');
  return (
    <section
      id="sandbox"
      aria-labelledby="sandbox-title"
      className="scroll-mt-24 rounded-2xl border border-amber-200 bg-amber-50/60 p-5 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-amber-100 text-amber-800">
          <FlaskConical className="size-5" aria-hidden />
        </span>
        <h2 id="sandbox-title" className="text-xl font-bold text-ink sm:text-2xl">
          {t('sandbox.title')}
        </h2>
      </div>
      <p className="mt-4 leading-relaxed text-slate-700">{t('sandbox.intro')}</p>

      <h3 className="mt-8 text-lg font-semibold text-ink">{t('sandbox.personasTitle')}</h3>
      <p className="mt-1 text-slate-700">{t('sandbox.personasIntro')}</p>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {personas.map((persona) => (
          <li
            key={persona.panNumber}
            className="rounded-xl border border-amber-200/80 bg-white p-4 shadow-sm"
          >
            <p className="font-semibold text-ink">{persona.holderName}</p>
            <p className="mt-0.5 text-sm text-slate-700">
              {t(`sandbox.scenarios.${persona.scenario}`, { defaultValue: persona.scenario })}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">{t('sandbox.pan')}</dt>
              <dd className="font-semibold tracking-wider text-ink tabular-nums">
                {persona.panNumber}
              </dd>
              <dt className="text-muted">{t('sandbox.mobile')}</dt>
              <dd className="flex flex-wrap items-center gap-x-3 text-ink tabular-nums">
                {persona.mobile}
                <a
                  href={urlOf(SANDBOX_ROUTES.outbox, { query: { phone: persona.mobile } })}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {t('sandbox.openOutbox')}
                  <ExternalLink className="size-3.5" aria-hidden />
                </a>
              </dd>
            </dl>
          </li>
        ))}
      </ul>

      <h3 className="mt-8 text-lg font-semibold text-ink">{t('sandbox.outboxTitle')}</h3>
      <p className="mt-1 text-slate-700">{t('sandbox.outbox')}</p>
      <p className="mt-3 rounded-lg bg-slate-900 px-4 py-3 font-mono text-sm break-all text-slate-100">
        {`${OUTBOX_PATH}?phone=<${t('sandbox.outboxPlaceholder')}>`}
      </p>
    </section>
  );
}
