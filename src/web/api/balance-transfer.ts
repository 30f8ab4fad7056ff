import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BALANCE_TRANSFER_ROUTES } from '../../shared/api/balance-transfer-routes';
import { callRoute } from './http';
import { shareLinksKey } from './shares-list';

/**
 * A running loan's balance-transfer kit (where its documents stand, the pre-payment charge
 * check, the packs made for it that still work) and the pack: one share link for the new lender carrying the kit's documents.
 */

export function balanceTransferKitKey(loanId: string) {
  return ['loans', loanId, 'balance-transfer'] as const;
}

export function useBalanceTransferKit(loanId: string | undefined) {
  return useQuery({
    queryKey: balanceTransferKitKey(loanId ?? ''),
    queryFn: ({ signal }) =>
      callRoute(BALANCE_TRANSFER_ROUTES.kit, { params: { loanId: loanId ?? '' }, signal }),
    enabled: loanId !== undefined,
    staleTime: 0,
  });
}

export function useMakeBalanceTransferPack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (loanId: string) =>
      // The pack takes no input (the kit is the loan's): nothing is sent.
      callRoute(BALANCE_TRANSFER_ROUTES.pack, { params: { loanId } }),
    // The kit lists the loan's packs, and every list of links may hold the new one.
    onSuccess: (_pack, loanId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shareLinksKey() }),
        queryClient.invalidateQueries({ queryKey: balanceTransferKitKey(loanId) }),
      ]),
  });
}
