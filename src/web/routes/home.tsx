import { useQuery } from '@tanstack/react-query';
import { ChevronRight, FolderOpen, ShieldCheck } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { documentsQueryOptions } from '../api/documents-list';
import { refreshSession, useSession } from '../api/session';
import { DownloadList, downloadable } from '../components/documents/download-list';
import { LoansSection } from '../components/loans/loans-report';
import { LoadFailed } from '../components/state-card';
import { StepLayout } from '../components/step-layout';
import { Spinner } from '../components/ui/spinner';
import { paths, signInPath } from '../lib/paths';
import '../i18n/journey-texts';

/**
 * /home: where a signed-in borrower lands. Their documents and their consents one tap away, and
 * their loans from the credit report of a still-active bureau consent — with each loan's letters,
 * the closure tracker and the tax summary, and choosing loans for more documents (which starts at
 * document selection). No new OTP while the consent lasts; once it has ended, the loans part
 * offers a fresh report and the rest stays reachable. Signed out: sign in, then back here.
 */
export function HomePage() {
  const { t } = useTranslation(['home', 'common']);
  const session = useSession();
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${t('common:appName')}`;
  }, [t]);
  if (session.status === 'signed-out') return <Navigate to={signInPath(paths.home)} replace />;
  return (
    <StepLayout
      title={t('title')}
      subtitle={
        session.status === 'signed-in' ? t('subtitle', { pan: session.panMasked }) : undefined
      }
      wide
    >
      {session.status === 'signed-in' ? (
        <Home panNumber={session.panNumber} />
      ) : session.status === 'unreachable' ? (
        <LoadFailed
          namespace="loansList"
          role="alert"
          message={t('unreachable')}
          onRetry={() => void refreshSession()}
          retrying={false}
        />
      ) : (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner />
          {t('checking')}
        </p>
      )}
    </StepLayout>
  );
}

function Home({ panNumber }: { panNumber: string }) {
  const { t } = useTranslation('home');
  return (
    <>
      <div className="grid gap-3 md:grid-cols-2">
        <HomeCard
          icon={<FolderOpen className="size-5" aria-hidden />}
          title={t('documents.title')}
          text={<DocumentCount />}
          to={paths.documentCenter}
        />
        <HomeCard
          icon={<ShieldCheck className="size-5" aria-hidden />}
          title={t('consents.title')}
          text={t('consents.text')}
          to={paths.myConsents}
        />
      </div>
      <LatestDocuments />
      <section aria-labelledby="home-loans" className="mt-10">
        <h2 id="home-loans" className="text-xl font-semibold text-ink">
          {t('loans.heading')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-muted">{t('loans.text')}</p>
        <LoansSection panNumber={panNumber} />
      </section>
    </>
  );
}

/** How many documents are kept for the borrower (those that failed are not counted). */
function DocumentCount() {
  const { t } = useTranslation('home');
  const list = useQuery({ ...documentsQueryOptions(), refetchInterval: false });
  if (!list.data) return list.isPending ? t('documents.loading') : null;
  const kept = list.data.documents.filter((document) => document.status !== 'failed').length;
  return t('documents.count', { count: kept });
}

/** How many of the newest documents the home offers to download without opening the list. */
const LATEST_SHOWN = 3;

/**
 * The newest ready documents, each a Download away: a borrower back for the statement made last
 * week gets it from here, one tap after signing in.
 */
function LatestDocuments() {
  const { t } = useTranslation('home');
  const list = useQuery({ ...documentsQueryOptions(), refetchInterval: false });
  const latest = downloadable(list.data?.documents ?? [])
    .sort((a, b) => (b.generatedAt ?? '').localeCompare(a.generatedAt ?? ''))
    .slice(0, LATEST_SHOWN);
  if (latest.length === 0) return null;
  return (
    <section aria-labelledby="home-latest" className="mt-4">
      <h2 id="home-latest" className="mb-2 text-sm font-semibold text-ink">
        {t('documents.latest')}
      </h2>
      <DownloadList documents={latest} onChanged={list.refetch} />
    </section>
  );
}

/** One place the borrower can go from home: the whole card is the link (a big target on a phone). */
function HomeCard({
  icon,
  title,
  text,
  to,
}: {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  to: string;
}) {
  return (
    <Link
      to={to}
      className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink">{title}</span>
        <span className="block text-sm text-muted">{text}</span>
      </span>
      <ChevronRight className="size-5 shrink-0 text-brand-700" aria-hidden />
    </Link>
  );
}
