import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadPanImageResponse } from '../../shared/api/pan';
import { PAN_LENGTH, sanitizePanInput } from '../../shared/pan';
import { DemoPans } from '../components/legacy/demo-pans';
import { forgetRetrieval } from '../components/legacy/retrieval-memory';
import { PanForm } from '../components/pan/pan-form';
import { PanPhotoUpload } from '../components/pan/pan-photo-upload';
import { PanScreen, type PanTab } from '../components/pan/pan-screen';
import { usePanCheck } from '../components/pan/use-pan-check';
import { forgetDraft, useDraft } from '../flow/drafts';
import { newJourney, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../lib/paths';
import '../i18n/journey-texts';

/** The PAN being typed, kept over a reload until it is verified. */
const DRAFT = 'pan-entry';

/** /pan-entry (older flow): the PAN typed or read from a photo, then the loan dashboard. */
export function PanEntryPage() {
  const { t } = useTranslation('panEntry');
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  const check = usePanCheck('panEntry', (verified) => {
    forgetRetrieval();
    forgetDraft(DRAFT);
    // The dashboard sends to /consent until the bureau consent is verified.
    flowNavigate(
      paths.dashboard,
      newJourney(
        { panNumber: verified.panNumber, holderName: verified.holderName ?? undefined },
        flow,
      ),
    );
  });
  const panInput = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<PanTab>('manual');
  const [panNumber, setPanNumber] = useDraft(DRAFT, () => sanitizePanInput(flow.panNumber ?? ''));
  const [rejection, setRejection] = useState<string>();
  const locked = check.verified !== null;

  const submit = () => {
    if (panNumber.length !== PAN_LENGTH) {
      setRejection(t('messages.panLength'));
      panInput.current?.focus();
      return;
    }
    setRejection(undefined);
    check.validate({ pan_number: panNumber.toUpperCase() }, setRejection);
  };

  const readFromPhoto = (response: UploadPanImageResponse) => {
    if (response.extracted_pan) setPanNumber(response.extracted_pan);
    if (response.success && response.extracted_pan) {
      setRejection(undefined);
      check.succeed({ panNumber: response.extracted_pan, holderName: response.holder_name });
      return;
    }
    // A PAN read but refused has the server's reason; an unreadable photo the older message.
    check.fail(
      response.extracted_pan && response.message ? response.message : t('messages.imageFailed'),
    );
  };

  const pickDemoPan = (demoPan: string) => {
    setPanNumber(demoPan);
    setRejection(undefined);
    setTab('manual');
    // After the tab has switched, the filled field is where the eye and the keyboard go.
    requestAnimationFrame(() => panInput.current?.focus());
  };

  return (
    <PanScreen
      namespace="panEntry"
      verified={check.verified}
      tab={tab}
      onTabChange={setTab}
      manual={
        <PanForm
          namespace="panEntry"
          inputRef={panInput}
          panNumber={panNumber}
          onPanNumberChange={(value) => {
            setPanNumber(value);
            setRejection(undefined);
          }}
          validating={check.validating}
          locked={locked}
          rejection={rejection}
          onSubmit={submit}
        />
      }
      upload={
        <PanPhotoUpload
          locked={locked}
          onRead={readFromPhoto}
          // No drop area here: a missing file only means the chooser was closed.
          onProblem={(problem) => {
            if (problem !== 'imageMissing') check.fail(t(`messages.${problem}`));
          }}
          onFailed={() => check.fail(t('messages.imageFailed'))}
        />
      }
    >
      <DemoPans onPick={pickDemoPan} disabled={locked || check.validating} />
    </PanScreen>
  );
}
