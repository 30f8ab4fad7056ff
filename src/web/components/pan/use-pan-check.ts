import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValidatePanBody } from '../../../shared/api/pan';
import { clientErrorMessage } from '../../api/http';
import { useValidatePan } from '../../api/pan-verification';
import { toast } from '../../lib/toast';
import { toastFailure } from '../failure-toast';

/** After a verified PAN, the next screen opens by itself (spec §9: 1500 ms). */
const NAVIGATION_DELAY_MS = 1500;

export interface VerifiedPan {
  panNumber: string;
  holderName: string | null;
}

/**
 * A PAN screen's verdict, typed or read from a photo: validating → verified (success toast, the
 * next screen 1.5 s later) or refused (the reason beside the field; a failed request as a
 * toast) → ready for another try.
 */
export function usePanCheck(
  namespace: 'panVerification' | 'panEntry',
  onward: (verified: VerifiedPan) => void,
) {
  const { t } = useTranslation(namespace);
  const validatePan = useValidatePan();
  const [verified, setVerified] = useState<VerifiedPan | null>(null);
  const goOnward = useEffectEvent(onward);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => goOnward(verified), NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified]);

  const succeed = (pan: VerifiedPan) => {
    setVerified(pan);
    // Earlier errors are settled: only the success remains on screen.
    toast.dismiss();
    toast.success(t('messages.success'));
  };

  const fail = (message: string) => {
    setVerified(null);
    toast.error(message);
  };

  /**
   * Asks the server about a typed PAN; `onRefused` hears the reason it gave, which the screen
   * shows beside the field (a toast would cover the field on a phone).
   */
  const validate = (body: ValidatePanBody, onRefused: (message: string) => void): void =>
    validatePan.mutate(body, {
      onSuccess: (response) => {
        if (response.is_valid) {
          succeed({ panNumber: response.pan_number, holderName: response.holder_name });
          return;
        }
        setVerified(null);
        onRefused(response.message || t('messages.validationFailed'));
      },
      // A 4xx carries a sentence for the borrower; anything else is a failed request.
      onError: (error) => {
        setVerified(null);
        toastFailure(error, clientErrorMessage(error) ?? t('messages.requestFailed'), {
          retry: () => validate(body, onRefused),
        });
      },
    });

  return { verified, validating: validatePan.isPending, validate, succeed, fail };
}
