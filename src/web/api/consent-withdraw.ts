import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawConsentResponse } from '../../shared/api/consents';
import { PRIVACY_ROUTES } from '../../shared/api/privacy-routes';
import { callRoute } from './http';

/** Withdraws an active consent: its work stops and what was fetched under it is deleted. */
export function withdrawConsent(consentId: string): Promise<WithdrawConsentResponse> {
  return callRoute(PRIVACY_ROUTES.withdraw, { params: { consentId } });
}

export function useWithdrawConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawConsent,
    // The consent's status, the activity log, and whatever was deleted are read again.
    onSettled: () => {
      for (const queryKey of [['consents'], ['activity'], ['documents'], ['loans']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
