import {
  type ComponentType,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { HomeNotice } from './components/home-notice';
import { afterPageIsRead } from './lib/lazy-part';
import { paths } from './lib/paths';
import { LandingPage } from './routes/landing';
import { type LazyScreen, LazyScreenView, lazyScreen } from './screens/lazy-screen';
import { ScreenBoundary } from './screens/screen-boundary';

/**
 * Every route of the app. The landing page ships in the first bundle; every other screen is its
 * own lazily loaded module inside the journey layout (data fetching, toasts), each inside an
 * error boundary (screens/screen-boundary.tsx), so no screen can go blank.
 *
 * One Suspense boundary above the routes: react-router moves between screens in a transition,
 * so the screen being left stays on view while the next one's code arrives, instead of a blank
 * page. The next screens' code is asked for while the borrower reads the current one (`next`).
 *
 * Declarative routes (`<BrowserRouter>` + `<Routes>`) rather than `createBrowserRouter`: the data
 * router adds ~16 KB gzip to the landing page and no screen uses loaders or actions
 * (landing JS budget ≤ 120 KB gzip). Hooks that need a data router (useBlocker, useNavigation,
 * useLoaderData, ScrollRestoration) are therefore not available.
 */

/** A thin bar at the top while the first screen's code arrives (patchy networks). */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <div role="progressbar" aria-label={t('loading')} className="fixed inset-x-0 top-0 z-50 h-1">
      <div className="h-full w-1/3 animate-pulse rounded-r bg-brand-600" />
    </div>
  );
}

const journeyLayout = lazyScreen(() => import('./routes/journey-layout'), 'JourneyLayout');

const journeyScreens: Record<string, LazyScreen> = {
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
  [paths.home]: lazyScreen(() => import('./routes/home'), 'HomePage'),
};

/**
 * Pages anyone can open from a link sent to them (often from WhatsApp, on a cheap phone): each
 * its own small module, outside the journey layout (no query cache, no toasts, no sandbox check).
 */
const publicScreens: Record<string, LazyScreen> = {
  [paths.sharedDocuments]: lazyScreen(
    () => import('./routes/shared-documents'),
    'SharedDocumentsPage',
  ),
  [paths.verifyDocument]: lazyScreen(
    () => import('./routes/verify-document'),
    'VerifyDocumentPage',
  ),
};

/** Where a borrower usually goes from each screen: that code is fetched while they read. */
const next: Record<string, readonly string[]> = {
  [paths.landing]: [paths.panVerification],
  [paths.learnMore]: [paths.panVerification],
  [paths.panVerification]: [paths.cibilConsent],
  [paths.cibilConsent]: [paths.loansList],
  [paths.loansList]: [paths.documentSelection],
  [paths.documentSelection]: [paths.batchConsent],
  [paths.batchConsent]: [paths.batchOtpVerify],
  [paths.batchOtpVerify]: [paths.documentCenter],
  [paths.signIn]: [paths.home],
  [paths.home]: [paths.documentCenter, paths.documentSelection],
  [paths.panEntry]: [paths.consent],
  [paths.consent]: [paths.dashboard],
  [paths.dashboard]: [paths.documents],
};

/** The lazily loaded screen at this path, with the layout it sits in. */
function screensAt(pathname: string): LazyScreen[] {
  const journey = journeyScreens[pathname];
  if (journey) return [journeyLayout, journey];
  const entry = Object.entries(publicScreens).find(([pattern]) => matchPath(pattern, pathname));
  return entry ? [entry[1]] : [];
}

/**
 * Starts loading the code of the screen at `pathname` (and its layout) at once, all in
 * parallel: called before the first render, so a deep link does not load the layout first and
 * only then the screen.
 */
export function preloadScreenAt(pathname: string): Promise<void> {
  return Promise.all(screensAt(pathname).map((screen) => screen.preload())).then(() => undefined);
}

/**
 * Fetches the code of the screens the borrower usually goes to next once the current one has
 * been read a moment (not while it is still loading: that would compete with it on a slow
 * network and a slow CPU), and at once for a link the borrower is about to tap (pointer down,
 * hover or keyboard focus on it).
 */
function PreloadNext() {
  const { pathname } = useLocation();
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) {
        void preloadScreenAt(link.pathname);
      }
    };
    for (const type of ['pointerdown', 'mouseover', 'focusin']) {
      document.addEventListener(type, onIntent, { passive: true });
    }
    return () => {
      for (const type of ['pointerdown', 'mouseover', 'focusin']) {
        document.removeEventListener(type, onIntent);
      }
    };
  }, []);
  useEffect(() => {
    const targets = next[pathname];
    if (!targets) return;
    return afterPageIsRead(() => {
      for (const target of targets) void preloadScreenAt(target);
    });
  }, [pathname]);
  return null;
}

function screenElement(screen: LazyScreen): ReactNode {
  return <LazyScreenView screen={screen} />;
}

function Guarded({ children }: { children: ReactNode }) {
  return <ScreenBoundary>{children}</ScreenBoundary>;
}

const Landing: ComponentType = () => (
  <Guarded>
    <LandingPage />
    <HomeNotice />
  </Guarded>
);

/**
 * A deep link's screen appears as soon as its code is there. The first render finds that code
 * still on its way and shows the loading bar; React would then hold the screen back until 300 ms
 * after the bar appeared (its throttle against flicker, for a boundary that retries by itself).
 * Rendered again as a transition once the code has arrived, the screen is not held back — and,
 * unlike a render that waits for the code before starting, it still renders in slices.
 */
function useScreenOnArrival(): void {
  const [, setArrived] = useState(0);
  useEffect(() => {
    // The landing page ships in the first bundle: nothing to wait for, nothing to render again.
    if (screensAt(window.location.pathname).length === 0) return;
    let mounted = true;
    void preloadScreenAt(window.location.pathname).then(() => {
      if (mounted) startTransition(() => setArrived((count) => count + 1));
    });
    return () => {
      mounted = false;
    };
  }, []);
}

export function AppRoutes() {
  useScreenOnArrival();
  return (
    <Suspense fallback={<ScreenLoading />}>
      <PreloadNext />
      <Routes>
        <Route path={paths.landing} element={<Landing />} />
        <Route element={screenElement(journeyLayout)}>
          {Object.entries(journeyScreens).map(([path, screen]) => (
            <Route key={path} path={path} element={screenElement(screen)} />
          ))}
        </Route>
        {Object.entries(publicScreens).map(([path, screen]) => (
          <Route key={path} path={path} element={screenElement(screen)} />
        ))}
        {/* Any other path shows the landing screen (spec §2). */}
        <Route
          path="*"
          element={
            <Guarded>
              <LandingPage />
            </Guarded>
          }
        />
      </Routes>
    </Suspense>
  );
}
