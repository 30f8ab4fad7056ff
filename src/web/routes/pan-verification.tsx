import { ImageUp, Keyboard, LockKeyhole } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { ValidatePanResponse } from '../../shared/api/pan';
import { PAN_LENGTH, sanitizePanInput } from '../../shared/pan';
import { clientErrorMessage } from '../api/http';
import { useValidatePan } from '../api/pan-verification';
import { ManualEntryForm } from '../components/pan/manual-entry-form';
import { PanImageUpload } from '../components/pan/pan-image-upload';
import { PanVerifiedNotice } from '../components/pan/pan-verified-notice';
import { StepLayout } from '../components/step-layout';
import { Card } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { newJourney, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

/** After a verified PAN, the consent screen opens by itself (spec §9: 1500 ms). */
const NAVIGATION_DELAY_MS = 1500;

type Tab = 'manual' | 'upload';

/** 44 px touch targets; on narrow phones the labels keep one line by dropping their icons. */
const TAB_CLASS = 'min-h-11 px-2 max-[400px]:[&_svg]:hidden';

/** /pan-verification: PAN typed (with the name as printed) or read from a photo of the card. */
export function PanVerificationPage() {
  const { t } = useTranslation('panVerification');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  const validatePan = useValidatePan();

  const [tab, setTab] = useState<Tab>('manual');
  // Coming back from the consent screen, the PAN and name are still there to correct.
  const [panNumber, setPanNumber] = useState(() => sanitizePanInput(flow.panNumber ?? ''));
  const [holderName, setHolderName] = useState(flow.holderName ?? '');
  const [result, setResult] = useState<ValidatePanResponse | null>(null);
  const [manualRejection, setManualRejection] = useState<string>();
  const [uploadRejection, setUploadRejection] = useState<string>();
  const verified = result?.is_valid === true;

  useEffect(() => {
    if (!result?.is_valid) return;
    const verifiedPan = result.pan_number;
    const verifiedName = result.holder_name ?? '';
    const timer = setTimeout(
      () =>
        flowNavigate(
          paths.cibilConsent,
          newJourney({ panNumber: verifiedPan, holderName: verifiedName }, flow),
        ),
      NAVIGATION_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [result, flow, flowNavigate]);

  const succeed = (response: ValidatePanResponse) => {
    setResult(response);
    // Earlier errors are settled: only the success remains on screen.
    toast.dismiss();
    toast.success(t('messages.success'));
  };

  const fail = (message: string) => {
    setResult(null);
    toast.error(message);
  };

  const submitManual = () => {
    if (panNumber.length !== PAN_LENGTH) {
      fail(t('messages.panLength'));
      return;
    }
    if (!holderName.trim()) {
      fail(t('messages.bothRequired'));
      return;
    }
    setManualRejection(undefined);
    validatePan.mutate(
      { pan_number: panNumber.toUpperCase(), holder_name: holderName.trim() },
      {
        onSuccess: (response) => {
          if (response.is_valid) {
            succeed(response);
            return;
          }
          const message = response.message || t('messages.validationFailed');
          setManualRejection(message);
          fail(message);
        },
        onError: (error) => {
          // A 4xx carries a sentence for the borrower; anything else is a failed request.
          fail(clientErrorMessage(error) ?? t('messages.requestFailed'));
        },
      },
    );
  };

  const readFromPhoto = (response: {
    is_valid: boolean;
    message: string;
    pan_number: string | null;
    holder_name: string | null;
  }) => {
    if (response.pan_number) setPanNumber(response.pan_number);
    if (response.holder_name) setHolderName(response.holder_name);
    setManualRejection(undefined);
    if (response.is_valid && response.pan_number) {
      setUploadRejection(undefined);
      succeed({
        is_valid: true,
        message: response.message,
        pan_number: response.pan_number,
        holder_name: response.holder_name,
      });
      return;
    }
    const message = response.message || t('messages.imageFailed');
    setUploadRejection(message);
    fail(message);
  };

  return (
    <StepLayout
      step={{ current: 1, total: 4 }}
      onBack={() => navigate(paths.landing)}
      backLabel={tCommon('backToHome')}
      title={t('title')}
      subtitle={t('subtitle')}
    >
      <Card className="p-4 sm:p-6">
        {verified && result ? (
          <PanVerifiedNotice
            namespace="panVerification"
            panNumber={result.pan_number}
            holderName={result.holder_name}
          />
        ) : null}
        <Tabs
          value={tab}
          onValueChange={(value) => setTab(value as Tab)}
          className={verified ? 'mt-5' : undefined}
        >
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="manual" className={TAB_CLASS} disabled={verified}>
              <Keyboard aria-hidden />
              {t('tabs.manual')}
            </TabsTrigger>
            <TabsTrigger value="upload" className={TAB_CLASS} disabled={verified}>
              <ImageUp aria-hidden />
              {t('tabs.upload')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="manual">
            <ManualEntryForm
              panNumber={panNumber}
              holderName={holderName}
              onPanNumberChange={(value) => {
                setPanNumber(value);
                setManualRejection(undefined);
              }}
              onHolderNameChange={(value) => {
                setHolderName(value);
                setManualRejection(undefined);
              }}
              validating={validatePan.isPending}
              locked={verified}
              rejection={manualRejection}
              onSubmit={submitManual}
            />
          </TabsContent>
          <TabsContent value="upload" forceMount hidden={tab !== 'upload'}>
            <PanImageUpload
              onRead={readFromPhoto}
              onFailed={(message) => {
                setUploadRejection(message);
                fail(message);
              }}
              locked={verified}
              rejection={uploadRejection}
              onEnterManually={() => setTab('manual')}
            />
          </TabsContent>
        </Tabs>
      </Card>
      <p className="mt-4 flex items-start gap-2 text-sm text-muted">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>{t('privacy')}</span>
      </p>
    </StepLayout>
  );
}
