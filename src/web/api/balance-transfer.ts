import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BalanceTransferKit, BalanceTransferPack } from '../../shared/api/balance-transfer';
import { apiRequest } from './http';
import { shareLinksKey } from './shares-list';

/**
 * A running loan's balance-transfer kit (where its documents stand, the pre-payment charge
 * check, the packs made for it that still work) and the pack: one share link for the new lender carrying the kit's documents.
 */

const kitPath = (loanId: string) => `/api/loans/${encodeURIComponent(loanId)}/balance-transfer`;

export function balanceTransferKitKey(loanId: string) {
  return ['loans', loanId, 'balance-transfer'] as const;
}

export function useBalanceTransferKit(loanId: string | undefined) {
  return useQuery({
    queryKey: balanceTransferKitKey(loanId ?? ''),
    queryFn: ({ signal }) => apiRequest<BalanceTransferKit>(kitPath(loanId ?? ''), { signal }),
    enabled: loanId !== undefined,
    staleTime: 0,
  });
}

export function useMakeBalanceTransferPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loanId: string) =>
      apiRequest<BalanceTransferPack>(`${kitPath(loanId)}/pack`, { method: 'POST' }),
    // The kit lists the loan's packs, and every list of links may hold the new one.
    onSuccess: (_pack, loanId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareLinksKey() }),
        queryClient.invalidateQueries({ queryKey: balanceTransferKitKey(loanId) }),
      ]),
  });
}
