import FolderOpen from 'lucide-react/icons/folder-open';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../api/session';
import { paths } from '../../lib/paths';

/** Loaded only for a signed-in device: the landing page ships without the menu's code. */
const AccountMenu = lazy(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
);

/**
 * The header's way back to one's documents: **My Documents** (the borrower's home when this
 * device is signed in, else the short sign-in) and, when signed in, the account menu.
 * `crowded`: the header also has Get Started, so on phones a signed-in device shows the link's
 * icon only (its name stays spoken, and the account menu names it too).
 */
export function MyDocuments({ crowded = false }: { crowded?: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const signedIn = session.status === 'signed-in';
  const to = signedIn ? paths.home : paths.signIn;
  return (
    <>
      <Link
        to={to}
        aria-current={pathname === to ? 'page' : undefined}
        className="inline-flex h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 sm:px-2.5"
      >
        <FolderOpen
          className={signedIn && crowded ? 'size-5 shrink-0 sm:size-4' : 'size-4 shrink-0'}
          aria-hidden
        />
        <span className={signedIn && crowded ? 'sr-only sm:not-sr-only' : undefined}>
          {t('account.myDocuments')}
        </span>
      </Link>
      {signedIn && (
        <Suspense fallback={<span aria-hidden className="size-11" />}>
          <AccountMenu panMasked={session.panMasked} />
        </Suspense>
      )}
    </>
  );
}
