import { useQueryClient } from '@tanstack/react-query';
import { ArrowRightLeft, CircleAlert, CircleCheck, Copy, ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  BalanceTransferKit,
  BalanceTransferPack,
  PrepaymentCheck,
} from '../../../shared/api/balance-transfer';
import type { Loan } from '../../../shared/api/loans';
import { balanceTransferDocumentTypes, isSecuredLoan } from '../../../shared/documents';
import { formatInrPaise } from '../../../shared/format';
import {
  balanceTransferKitKey,
  useBalanceTransferKit,
  useMakeBalanceTransferPack,
} from '../../api/balance-transfer';
import { serverMessage } from '../../api/http';
import { type FlowState, useFlowNavigate } from '../../flow/flow-state';
import { paths } from '../../lib/paths';
import { toast } from '../../lib/toast';
import { useDates } from '../../lib/use-dates';
import { ActionCard } from '../action-card';
import { absoluteShareUrl, copyText } from '../documents/share-link';
import { ShareLinksList } from '../documents/share-links-list';
import { toastFailure } from '../failure-toast';
import { Button } from '../ui/button';
import { Select } from '../ui/select';
import { Spinner } from '../ui/spinner';

/**
 * The balance-transfer kit of one running loan: the documents a new lender asks for, asked for
 * together through the batch flow (one OTP); once they are made, one link for the new lender;
 * and whether the foreclosure letter's pre-payment charge is one the lender may levy.
 */
export function BalanceTransferCard({
  loans,
  journey,
}: {
  loans: readonly Loan[];
  journey: Partial<FlowState>;
}) {
  const { t } = useTranslation('balanceTransfer');
  const loanTypes = useTranslation('loansList').t;
  const selectId = useId();
  const running = loans.filter((loan) => loan.accountStatus !== 'CLOSED');
  // A secured loan first: its kit is the fuller one, and it is the usual loan to move.
  const [loanId, setLoanId] = useState(
    () => (running.find((loan) => isSecuredLoan(loan.loanType)) ?? running[0])?.loanId,
  );
  const loan = running.find((candidate) => candidate.loanId === loanId) ?? running[0];
  if (!loan) return null;
  return (
    <ActionCard
      icon={<ArrowRightLeft />}
      tint="bg-indigo-50 text-indigo-800 ring-1 ring-indigo-100"
      heading={t('heading')}
      about={<p className="mt-1 text-sm leading-relaxed text-muted">{t('intro')}</p>}
    >
      {running.length === 1 && (
        <p className="text-sm text-ink">
          {loanTypes('loanLine', {
            bank: loan.bankName,
            loanType: loanTypes(`loanTypes.${loan.loanType}`),
            accountId: loan.accountId,
          })}
        </p>
      )}
      {running.length > 1 && (
        <div>
          <label htmlFor={selectId} className="block text-xs font-medium text-ink">
            {t('loanLabel')}
          </label>
          <Select
            id={selectId}
            className="mt-1"
            value={loan.loanId}
            onChange={(event) => setLoanId(event.target.value)}
          >
            {running.map((option) => (
              <option key={option.loanId} value={option.loanId}>
                {t('loanOption', {
                  bank: option.bankName,
                  loanType: loanTypes(`loanTypes.${option.loanType}`),
                  accountId: option.accountId,
                })}
              </option>
            ))}
          </Select>
        </div>
      )}
      <KitOfLoan key={loan.loanId} loan={loan} journey={journey} />
    </ActionCard>
  );
}

function KitOfLoan({ loan, journey }: { loan: Loan; journey: Partial<FlowState> }) {
  const { t } = useTranslation('balanceTransfer');
  const flowNavigate = useFlowNavigate();
  const kit = useBalanceTransferKit(loan.loanId);
  const makePack = useMakeBalanceTransferPack();
  const queryClient = useQueryClient();
  const [pack, setPack] = useState<BalanceTransferPack>();
  const make = () =>
    makePack.mutate(loan.loanId, {
      onSuccess: setPack,
      onError: (failure) =>
        toastFailure(failure, serverMessage(failure) || t('packFailed'), { retry: make }),
    });

  // The kit's documents through the batch flow, chosen already: one consent, one OTP.
  const ask = () =>
    flowNavigate(paths.documentSelection, {
      ...journey,
      consentVerified: true,
      selectedLoans: [
        {
          loanId: loan.loanId,
          accountId: loan.accountId,
          bankName: loan.bankName,
          loanType: loan.loanType,
          outstandingAmount: loan.outstandingAmount,
          accountStatus: loan.accountStatus,
        },
      ],
      selectedDocuments: { [loan.loanId]: balanceTransferDocumentTypes(loan.loanType) },
    });

  if (kit.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (kit.isError) {
    return (
      <div role="alert" className="flex flex-col gap-2 text-sm text-red-800">
        <p>{serverMessage(kit.error) || t('loadFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void kit.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  const { documents, ready, prepaymentCheck, packs } = kit.data;
  const asked = documents.some((document) => document.state !== 'missing');
  // The pack just made is gone from the list once revoked (here, or on another screen).
  const packRevoked =
    pack !== undefined && !kit.isFetching && !packs.some((link) => link.shareId === pack.shareId);
  return (
    <>
      <KitDocuments kit={kit.data} />
      <ChargeCheck check={pack?.prepaymentCheck ?? prepaymentCheck} bank={loan.bankName} />
      {pack &&
        (packRevoked ? (
          <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm">
            {t('pack.revoked')}
          </p>
        ) : (
          <PackLink pack={pack} count={documents.length} />
        ))}
      {(packs.length > 0 || pack) && (
        <ShareLinksList
          className=""
          heading={t('packs.heading')}
          links={packs}
          isPending={false}
          isError={false}
          newShareId={pack?.shareId}
          emptyText={t('packs.none')}
          confirmText={t('packs.confirm')}
          onRevoked={() =>
            void queryClient.invalidateQueries({ queryKey: balanceTransferKitKey(loan.loanId) })
          }
        />
      )}
      {pack && !packRevoked ? null : ready ? (
        <>
          {packs.length > 0 && (
            <p className="text-sm leading-relaxed text-ink">
              {t('packs.already', { count: packs.length })}
            </p>
          )}
          <Button
            className="self-start"
            variant={packs.length > 0 ? 'secondary' : 'primary'}
            disabled={makePack.isPending}
            onClick={make}
          >
            {makePack.isPending && <Spinner />}
            {makePack.isPending
              ? t('makingPack')
              : packs.length > 0
                ? t('packs.makeAnother')
                : t('makePack')}
          </Button>
        </>
      ) : (
        <Button
          className="self-start"
          variant={asked ? 'secondary' : 'primary'}
          onClick={ask}
          disabled={documents.some((document) => document.state === 'processing')}
        >
          {asked ? t('askAgain') : t('ask')}
        </Button>
      )}
    </>
  );
}

function KitDocuments({ kit }: { kit: BalanceTransferKit }) {
  const { t } = useTranslation('balanceTransfer');
  const names = useTranslation('documentCenter').t;
  return (
    <div>
      <h3 className="text-sm font-medium text-ink">{t('documentsHeading')}</h3>
      <ul className="mt-2 flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
        {kit.documents.map((document) => (
          <li
            key={document.documentType}
            className="flex items-center justify-between gap-3 p-3 text-sm"
          >
            <span className="text-ink">{names(`types.${document.documentType}`)}</span>
            <span
              className={
                document.state === 'ready'
                  ? 'shrink-0 font-medium text-emerald-800'
                  : document.state === 'failed'
                    ? 'shrink-0 text-red-800'
                    : 'shrink-0 text-muted'
              }
            >
              {t(`state.${document.state}`)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The check in plain words: the rule that governs the charge, then what the letter does. */
function ChargeCheck({ check, bank }: { check: PrepaymentCheck; bank: string }) {
  const { t } = useTranslation('balanceTransfer');
  const questionable = ['charged_when_nil', 'above_kfs', 'not_in_kfs'].includes(check.verdict);
  const words = {
    bank,
    amount: check.chargedPaise === null ? '' : formatInrPaise(check.chargedPaise),
    charged: check.chargedPercent ?? 0,
    kfs: check.kfsPercent ?? 0,
  };
  return (
    <section
      aria-label={t('check.heading')}
      className={
        questionable
          ? 'rounded-lg border border-orange-200 bg-orange-50 p-3 text-sm'
          : 'rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm'
      }
    >
      <h3 className="flex items-center gap-2 font-medium text-ink">
        {questionable ? (
          <CircleAlert className="size-4 text-orange-700" aria-hidden />
        ) : (
          <CircleCheck className="size-4 text-emerald-700" aria-hidden />
        )}
        {t('check.heading')}
      </h3>
      <p className="mt-1 leading-relaxed text-ink">{t(`check.rule.${check.rule}`)}</p>
      <p className="mt-1 leading-relaxed text-ink">{t(`check.verdict.${check.verdict}`, words)}</p>
      {check.nilIfMicroOrSmall && (
        <p className="mt-1 leading-relaxed text-muted">{t('check.mse')}</p>
      )}
    </section>
  );
}

/** The link just made: shown once, to copy or open (the server keeps only its digest). */
function PackLink({ pack, count }: { pack: BalanceTransferPack; count: number }) {
  const { t } = useTranslation('balanceTransfer');
  const { formatDateTime } = useDates();
  const inputId = useId();
  const url = absoluteShareUrl(pack.shareUrl, window.location.origin);
  return (
    <section
      aria-label={t('pack.heading')}
      className="flex flex-col gap-3 rounded-lg border border-emerald-200 bg-emerald-50 p-3"
    >
      <h3 className="font-medium text-ink">{t('pack.heading')}</h3>
      <p className="text-sm leading-relaxed text-ink">
        {t('pack.text', { count, expiresAt: formatDateTime(pack.expiresAt) })}
      </p>
      <div>
        <label htmlFor={inputId} className="block text-xs font-medium text-ink">
          {t('pack.linkLabel')}
        </label>
        <input
          id={inputId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-ink"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant="secondary"
          onClick={async () =>
            (await copyText(url))
              ? toast.success(t('pack.copied'))
              : toast.message(t('pack.copyFailed'))
          }
        >
          <Copy aria-hidden /> {t('pack.copy')}
        </Button>
        <Button variant="secondary" asChild>
          <a href={url} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden /> {t('pack.open')}
          </a>
        </Button>
      </div>
    </section>
  );
}
