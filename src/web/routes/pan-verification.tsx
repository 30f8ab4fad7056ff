import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPanImageResponse } from '../../shared/api/pan';
import { PAN_LENGTH, sanitizePanInput } from '../../shared/pan';
import { ApiError } from '../api/http';
import { toastFailure } from '../components/failure-toast';
import { PanForm } from '../components/pan/pan-form';
import { PanPhotoUpload } from '../components/pan/pan-photo-upload';
import { PanScreen, type PanTab } from '../components/pan/pan-screen';
import { usePanCheck } from '../components/pan/use-pan-check';
import { forgetDraft, useDraft } from '../flow/drafts';
import { newJourney, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../lib/paths';

/** The PAN and name being typed, kept over a reload until they are verified. */
interface PanDraft {
  panNumber: string;
  holderName: string;
}
const DRAFT = 'pan-verification';

/** /pan-verification: PAN typed (with the name as printed) or read from a photo of the card. */
export function PanVerificationPage() {
  const { t } = useTranslation('panVerification');
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  const check = usePanCheck('panVerification', (verified) => {
    forgetDraft(DRAFT);
    flowNavigate(
      paths.cibilConsent,
      newJourney({ panNumber: verified.panNumber, holderName: verified.holderName ?? '' }, flow),
    );
  });

  const [tab, setTab] = useState<PanTab>('manual');
  // What was typed survives a reload; coming back from the consent screen, the PAN and name
  // verified are there to correct.
  const [typed, setTyped] = useDraft<PanDraft>(DRAFT, () => ({
    panNumber: sanitizePanInput(flow.panNumber ?? ''),
    holderName: flow.holderName ?? '',
  }));
  const { panNumber, holderName } = typed;
  const setPanNumber = (value: string) => setTyped({ ...typed, panNumber: value });
  const setHolderName = (value: string) => setTyped({ ...typed, holderName: value });
  const [manualRejection, setManualRejection] = useState<string>();
  const [nameError, setNameError] = useState<string>();
  const [uploadRejection, setUploadRejection] = useState<string>();
  const panInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);

  // What is wrong with what was typed shows beside the field, which takes the focus.
  const submitManual = () => {
    if (panNumber.length !== PAN_LENGTH) {
      setManualRejection(t('messages.panLength'));
      panInput.current?.focus();
      return;
    }
    if (!holderName.trim()) {
      setNameError(t('messages.bothRequired'));
      nameInput.current?.focus();
      return;
    }
    setManualRejection(undefined);
    setNameError(undefined);
    check.validate(
      { pan_number: panNumber.toUpperCase(), holder_name: holderName.trim() },
      setManualRejection,
    );
  };

  /** Refused here before sending (type, size): said in the upload area only. */
  const refusePhoto = (message: string) => setUploadRejection(message);

  /** Refused by the server, or the request failed: in the upload area, and as a toast. */
  const photoFailed = (message: string, error?: unknown) => {
    setUploadRejection(message);
    if (error === undefined) check.fail(message);
    else toastFailure(error, message);
  };

  const readFromPhoto = (response: UploadPanImageResponse) => {
    setTyped({
      panNumber: response.pan_number ?? panNumber,
      holderName: response.holder_name ?? holderName,
    });
    setManualRejection(undefined);
    if (response.is_valid && response.pan_number) {
      setUploadRejection(undefined);
      check.succeed({ panNumber: response.pan_number, holderName: response.holder_name });
      return;
    }
    photoFailed(response.message || t('messages.imageFailed'));
  };

  return (
    <PanScreen
      namespace="panVerification"
      verified={check.verified}
      tab={tab}
      onTabChange={setTab}
      manual={
        <PanForm
          namespace="panVerification"
          inputRef={panInput}
          panNumber={panNumber}
          onPanNumberChange={(value) => {
            setPanNumber(value);
            setManualRejection(undefined);
          }}
          holderName={{
            value: holderName,
            onChange: (value) => {
              setHolderName(value);
              setManualRejection(undefined);
              setNameError(undefined);
            },
            error: nameError,
            inputRef: nameInput,
          }}
          validating={check.validating}
          locked={check.verified !== null}
          rejection={manualRejection}
          onSubmit={submitManual}
        />
      }
      upload={
        <PanPhotoUpload
          preview={{ rejection: uploadRejection, onEnterManually: () => setTab('manual') }}
          locked={check.verified !== null}
          onRead={readFromPhoto}
          onProblem={(problem) => refusePhoto(t(`messages.${problem}`))}
          onFailed={(error) =>
            photoFailed(
              (error instanceof ApiError && error.serverMessage) || t('messages.imageFailed'),
              error,
            )
          }
        />
      }
    />
  );
}
