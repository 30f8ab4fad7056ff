import {
  CircleUserRound,
  FolderOpen,
  House,
  LogOut,
  MonitorSmartphone,
  ScrollText,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { serverMessage } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { signOut } from '../../api/session';
import { forgetThisTab } from '../../flow/flow-state';
import { homeNotice } from '../../flow/home-notice';
import { paths } from '../../lib/paths';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';
import { Spinner } from '../ui/spinner';

type Ending = 'here' | 'everywhere';

/**
 * The signed-in borrower's menu: whose session it is, their consents and activity, and signing
 * out here or on every device. Signing out forgets everything of theirs this tab held.
 */
export function AccountMenu({ panMasked }: { panMasked: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ending, setEnding] = useState<Ending>();
  const [failure, setFailure] = useState<string>();

  const end = (which: Ending) => {
    setEnding(which);
    setFailure(undefined);
    signOut(which === 'everywhere').then(
      (answer) => {
        queryClient.clear();
        forgetThisTab();
        navigate(paths.landing, { replace: true, state: homeNotice({ title: answer.message }) });
      },
      (error: unknown) => {
        setEnding(undefined);
        setFailure(serverMessage(error) ?? t('account.signOutFailed'));
      },
    );
  };

  return (
    <DropdownMenu onOpenChange={(open) => !open && setFailure(undefined)}>
      <DropdownMenuTrigger
        aria-label={t('account.menu')}
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 hover:bg-brand-50 data-[state=open]:bg-brand-50"
      >
        <CircleUserRound className="size-6" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {t('account.signedInAs')}{' '}
          <span className="font-semibold tracking-wide text-ink tabular-nums">{panMasked}</span>
        </DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate(paths.home)}>
          <House aria-hidden />
          {t('account.home')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.documentCenter)}>
          <FolderOpen aria-hidden />
          {t('account.myDocuments')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(paths.myConsents)}>
          <ScrollText aria-hidden />
          {t('account.myConsents')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {(['here', 'everywhere'] as const).map((which) => (
          <DropdownMenuItem
            key={which}
            disabled={ending !== undefined}
            // The menu stays open while signing out, to say so if it did not work.
            onSelect={(event) => {
              event.preventDefault();
              end(which);
            }}
          >
            {ending === which ? (
              <Spinner />
            ) : which === 'here' ? (
              <LogOut aria-hidden />
            ) : (
              <MonitorSmartphone aria-hidden />
            )}
            {which === 'here' ? t('account.signOut') : t('account.signOutEverywhere')}
          </DropdownMenuItem>
        ))}
        {failure && (
          <p role="alert" className="max-w-64 px-3 pt-1 pb-2 text-sm text-red-700">
            {failure}
          </p>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
