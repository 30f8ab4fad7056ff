import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshSession } from '../../api/session';

/**
 * For the moment a verified OTP starts a session (consent, sign-in): nothing fetched under an
 * earlier session, perhaps another borrower's, stays in memory, and the header learns of it.
 */
export function useSessionStarted(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.removeQueries();
    void refreshSession();
  }, [queryClient]);
}
