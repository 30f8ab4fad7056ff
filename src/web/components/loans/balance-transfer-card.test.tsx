import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BalanceTransferKit,
  BalanceTransferPack,
  PrepaymentCheck,
} from '../../../shared/api/balance-transfer';
import { formatDateTime } from '../../../shared/format';
import { changeLanguage } from '../../i18n/i18n';
import { fakeApi, ok } from '../../testing/fake-api';
import { sampleLoan } from '../../testing/loans';
import { renderScreen } from '../../testing/render-screen';
import { BalanceTransferCard } from './balance-transfer-card';

/**
 * The balance-transfer card lists the packs already made for the loan that still work (when
 * made, until when), each revocable once the borrower confirms, so a second pack is not made by
 * accident; the pack just made shows its link once, and is marked new in the list.
 */

const loan = sampleLoan({
  loanId: 'LN0002',
  bankName: 'LIC Housing Finance',
  accountId: 'XXXX4321',
});
const KIT = `GET /api/loans/${loan.loanId}/balance-transfer`;
const PACK = `POST /api/loans/${loan.loanId}/balance-transfer/pack`;
const TOKEN = 'UGFjay1mb3ItdGhlLW5ldy1sZW5kZXItaW4tYS10ZXN0';

const check: PrepaymentCheck = {
  rule: 'nil_individual',
  verdict: 'nil_as_required',
  chargedPercent: null,
  chargedPaise: 0,
  kfsPercent: null,
  nilIfMicroOrSmall: false,
};
const documentIds = ['d1', 'd2', 'd3', 'd4'];

type Link = BalanceTransferKit['packs'][number];

function link(n: number): Link {
  return {
    shareId: `shr_${n}`,
    createdAt: `2026-11-2${n}T04:30:00.000Z`,
    expiresAt: `2026-11-2${n + 1}T04:30:00.000Z`,
    documentIds,
  };
}

/** A server that keeps the loan's packs: lists them in the kit, makes and revokes them. */
function kitServer(packs: Link[]) {
  let working = [...packs];
  const kit = (): BalanceTransferKit => ({
    success: true,
    loanId: loan.loanId,
    bankName: loan.bankName,
    documents: (
      ['foreclosure_letter', 'statement_of_account', 'sanction_letter', 'documents_held'] as const
    ).map((documentType, index) => ({
      documentType,
      documentId: documentIds[index]!,
      state: 'ready',
      generatedAt: '2026-11-20T04:30:00.000Z',
    })),
    ready: true,
    prepaymentCheck: check,
    packs: working,
  });
  return fakeApi({
    [KIT]: () => ok(kit()),
    [PACK]: () => {
      const made = link(working.length + 5);
      working = [made, ...working];
      const answer: BalanceTransferPack = {
        success: true,
        shareId: made.shareId,
        shareUrl: `/s/${TOKEN}`,
        expiresAt: made.expiresAt,
        documentIds,
        prepaymentCheck: check,
      };
      return ok(answer);
    },
    ...Object.fromEntries(
      [1, 2, 5, 6, 7].map((n) => [
        `DELETE /api/shares/shr_${n}`,
        () => {
          working = working.filter((pack) => pack.shareId !== `shr_${n}`);
          return ok({ success: true, message: 'The share link no longer works.' });
        },
      ]),
    ),
  });
}

function openCard() {
  renderScreen(<BalanceTransferCard loans={[loan]} journey={{}} />);
  return screen.getByRole('region', { name: 'Move a loan to another lender' });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('balance-transfer card', () => {
  it('lists the packs that still work, says a new one is rarely needed, and revokes one once confirmed', async () => {
    const api = kitServer([link(2), link(1)]);
    const card = openCard();
    const list = await within(card).findByRole('region', {
      name: 'Packs for this loan that still work',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Link created ${formatDateTime(link(2).createdAt)}Expires ${formatDateTime(link(2).expiresAt)}Revoke Link created ${formatDateTime(link(2).createdAt)}`,
      `Link created ${formatDateTime(link(1).createdAt)}Expires ${formatDateTime(link(1).expiresAt)}Revoke Link created ${formatDateTime(link(1).createdAt)}`,
    ]);
    expect(card).toHaveTextContent(
      'This loan already has 2 packs that work. Their links were shown once, when you made them',
    );
    expect(within(card).queryByRole('button', { name: 'Make the pack for the new lender' })).toBe(
      null,
    );
    expect(within(card).getByRole('button', { name: 'Make another pack' })).toBeEnabled();

    // Revoke asks first; keeping the link changes nothing.
    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Revoke/ }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke this link?' });
    expect(confirm).toHaveTextContent(
      'Whoever has this link, the new lender too, will no longer be able to open the kit’s documents with it.',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep the link' }));
    expect(api.calls('DELETE /api/shares/shr_1')).toHaveLength(0);

    fireEvent.click(within(items[1]!).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }),
    );
    expect(await screen.findByText('The link no longer works.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/shares/shr_1')).toHaveLength(1);
    await within(card).findByText(/This loan already has a pack that works\./);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).not.toHaveTextContent(formatDateTime(link(1).createdAt));
  });

  it('shows the pack just made once, marks it new in the list, and says so when it is revoked', async () => {
    const writeText = vi.fn(async (_text: string) => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const api = kitServer([]);
    const card = openCard();
    fireEvent.click(
      await within(card).findByRole('button', { name: 'Make the pack for the new lender' }),
    );
    const pack = await within(card).findByRole('region', { name: 'Your pack is ready' });
    const url = `${window.location.origin}/s/${TOKEN}`;
    expect(within(pack).getByLabelText('Link for the new lender')).toHaveValue(url);
    fireEvent.click(within(pack).getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(api.calls(PACK)).toHaveLength(1);

    const made = link(5);
    const list = await within(card).findByRole('region', {
      name: 'Packs for this loan that still work',
    });
    expect(
      await within(list).findAllByText(`Link created ${formatDateTime(made.createdAt)} (new)`),
    ).not.toHaveLength(0);
    // No second pack is offered while this one is on screen.
    expect(within(card).queryByRole('button', { name: /pack/ })).toBe(null);

    fireEvent.click(within(list).getByRole('button', { name: /^Revoke/ }));
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Revoke link' }),
    );
    expect(
      await within(card).findByText('The link is revoked: it opens nothing now.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('region', { name: 'Your pack is ready' })).toBe(null);
    expect(list).toHaveTextContent('No pack for this loan works now.');
    expect(api.calls('DELETE /api/shares/shr_5')).toHaveLength(1);
    // With none left, a pack can be made again.
    expect(
      within(card).getByRole('button', { name: 'Make the pack for the new lender' }),
    ).toBeEnabled();
  });

  it('says it in Hindi', async () => {
    await changeLanguage('hi');
    try {
      kitServer([link(1)]);
      renderScreen(<BalanceTransferCard loans={[loan]} journey={{}} />);
      const list = await screen.findByRole('region', { name: 'इस लोन के चालू पैक' });
      expect(list).toHaveTextContent(`${formatDateTime(link(1).createdAt, 'hi')} को बना लिंक`);
      expect(screen.getByText(/^इस लोन का एक पैक पहले से चालू है।/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'दूसरा पैक बनाएँ' })).toBeEnabled();
      fireEvent.click(within(list).getByRole('button', { name: /^रद्द करें/ }));
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        'जिसके पास यह लिंक है, नया बैंक भी, वह अब इससे किट के दस्तावेज़ नहीं खोल पाएगा।',
      );
    } finally {
      await changeLanguage('en');
    }
  });
});
