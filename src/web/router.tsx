import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { HomeNotice } from './components/home-notice';
import { paths } from './paths';
import { LandingPage } from './routes/landing';

/**
 * Every route of the app. The landing page ships in the first bundle; every other screen is its
 * own lazily loaded module inside the journey layout (data fetching, toasts).
 *
 * Declarative routes (`<BrowserRouter>` + `<Routes>`) rather than `createBrowserRouter`: the data
 * router adds ~16 KB gzip to the landing page and no screen uses loaders or actions
 * (landing JS budget ≤ 120 KB gzip). Hooks that need a data router (useBlocker, useNavigation,
 * useLoaderData, ScrollRestoration) are therefore not available.
 */
function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactNode {
  const Screen = lazy(
    async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }),
  );
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen />
    </Suspense>
  );
}

/** A thin bar at the top while a screen's code arrives (patchy networks). */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div role="progressbar" aria-label={t('loading')} className="fixed inset-x-0 top-0 z-50 h-1">
      <div className="h-full w-1/3 animate-pulse rounded-r bg-brand-600" />
    </div>
  );
}

const journeyLayout = lazyScreen(() => import('./routes/journey-layout'), 'JourneyLayout');

const journeyScreens: Record<string, ReactNode> = {
  [paths.learnMore]: lazyScreen(() => import('./routes/learn-more'), 'LearnMorePage'),
  [paths.panVerification]: lazyScreen(
    () => import('./routes/pan-verification'),
    'PanVerificationPage',
  ),
  [paths.cibilConsent]: lazyScreen(() => import('./routes/cibil-consent'), 'CibilConsentPage'),
  [paths.loansList]: lazyScreen(() => import('./routes/loans-list'), 'LoansListPage'),
  [paths.documentSelection]: lazyScreen(
    () => import('./routes/document-selection'),
    'DocumentSelectionPage',
  ),
  [paths.batchConsent]: lazyScreen(() => import('./routes/batch-consent'), 'BatchConsentPage'),
  [paths.batchOtpVerify]: lazyScreen(
    () => import('./routes/batch-otp-verify'),
    'BatchOtpVerifyPage',
  ),
  [paths.documentCenter]: lazyScreen(
    () => import('./routes/document-center'),
    'DocumentCenterPage',
  ),
  [paths.panEntry]: lazyScreen(() => import('./routes/pan-entry'), 'PanEntryPage'),
  [paths.consent]: lazyScreen(() => import('./routes/consent'), 'ConsentPage'),
  [paths.dashboard]: lazyScreen(() => import('./routes/dashboard'), 'DashboardPage'),
  [paths.documents]: lazyScreen(() => import('./routes/documents'), 'DocumentsPage'),
  [paths.signIn]: lazyScreen(() => import('./routes/sign-in'), 'SignInPage'),
  [paths.myConsents]: lazyScreen(() => import('./routes/my-consents'), 'MyConsentsPage'),
};

/**
 * Pages anyone can open from a link sent to them (often from WhatsApp, on a cheap phone): each
 * its own small module, outside the journey layout (no query cache, no toasts, no sandbox check).
 */
const publicScreens: Record<string, ReactNode> = {
  [paths.sharedDocuments]: lazyScreen(
    () => import('./routes/shared-documents'),
    'SharedDocumentsPage',
  ),
  [paths.verifyDocument]: lazyScreen(
    () => import('./routes/verify-document'),
    'VerifyDocumentPage',
  ),
};

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path={paths.landing}
        element={
          <>
            <LandingPage />
            <HomeNotice />
          </>
        }
      />
      <Route element={journeyLayout}>
        {Object.entries(journeyScreens).map(([path, screen]) => (
          <Route key={path} path={path} element={screen} />
        ))}
      </Route>
      {Object.entries(publicScreens).map(([path, screen]) => (
        <Route key={path} path={path} element={screen} />
      ))}
      {/* Any other path shows the landing screen (spec §2). */}
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
