import { ImageUp, Keyboard, LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { UploadPanImageResponse } from '../../shared/api/pan';
import { PAN_LENGTH, sanitizePanInput } from '../../shared/pan';
import { clientErrorMessage } from '../api/http';
import { useValidatePan } from '../api/pan-verification';
import { DemoPans } from '../components/legacy/demo-pans';
import { PanCardUpload } from '../components/legacy/pan-card-upload';
import { PanEntryForm } from '../components/legacy/pan-entry-form';
import { forgetRetrieval } from '../components/legacy/retrieval-memory';
import { PanVerifiedNotice } from '../components/pan/pan-verified-notice';
import { StepLayout } from '../components/step-layout';
import { Card } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { newJourney, useFlowNavigate, useFlowState } from '../flow/flow-state';
import { paths } from '../paths';

/** After a verified PAN, the dashboard opens by itself (spec §9: 1500 ms). */
const NAVIGATION_DELAY_MS = 1500;

type Tab = 'manual' | 'upload';

/** 44 px touch targets; on narrow phones the labels keep one line by dropping their icons. */
const TAB_CLASS = 'min-h-11 px-2 max-[400px]:[&_svg]:hidden';

interface VerifiedPan {
  panNumber: string;
  holderName: string | null;
}

/** /pan-entry (older flow): the PAN typed or read from a photo, then the loan dashboard. */
export function PanEntryPage() {
  const { t } = useTranslation('panEntry');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  const flow = useFlowState();
  const flowNavigate = useFlowNavigate();
  const validatePan = useValidatePan();
  const panInput = useRef<HTMLInputElement>(null);

  const [tab, setTab] = useState<Tab>('manual');
  const [panNumber, setPanNumber] = useState(() => sanitizePanInput(flow.panNumber ?? ''));
  const [verified, setVerified] = useState<VerifiedPan | null>(null);
  const [rejection, setRejection] = useState<string>();

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(() => {
      forgetRetrieval();
      // The dashboard sends to /consent until the bureau consent is verified.
      flowNavigate(
        paths.dashboard,
        newJourney(
          { panNumber: verified.panNumber, holderName: verified.holderName ?? undefined },
          flow,
        ),
      );
    }, NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verified, flowNavigate, flow]);

  const succeed = (result: VerifiedPan) => {
    setVerified(result);
    setRejection(undefined);
    toast.dismiss();
    toast.success(t('messages.success'));
  };

  const fail = (message: string) => {
    setVerified(null);
    toast.error(message);
  };

  const submit = () => {
    if (panNumber.length !== PAN_LENGTH) {
      fail(t('messages.panLength'));
      return;
    }
    setRejection(undefined);
    validatePan.mutate(
      { pan_number: panNumber.toUpperCase() },
      {
        onSuccess: (response) => {
          if (response.is_valid) {
            succeed({ panNumber: response.pan_number, holderName: response.holder_name });
            return;
          }
          const message = response.message || t('messages.validationFailed');
          setRejection(message);
          fail(message);
        },
        onError: (error) => {
          fail(clientErrorMessage(error) ?? t('messages.requestFailed'));
        },
      },
    );
  };

  const readFromPhoto = (response: UploadPanImageResponse) => {
    if (response.extracted_pan) setPanNumber(response.extracted_pan);
    if (response.success && response.extracted_pan) {
      succeed({ panNumber: response.extracted_pan, holderName: response.holder_name });
      return;
    }
    // A PAN read but refused has the server's reason; an unreadable photo the older message.
    fail(response.extracted_pan && response.message ? response.message : t('messages.imageFailed'));
  };

  const pickDemoPan = (demoPan: string) => {
    setPanNumber(demoPan);
    setRejection(undefined);
    setTab('manual');
    // After the tab has switched, the filled field is where the eye and the keyboard go.
    requestAnimationFrame(() => panInput.current?.focus());
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
        {verified && (
          <PanVerifiedNotice
            namespace="panEntry"
            className="mb-5"
            panNumber={verified.panNumber}
            holderName={verified.holderName}
          />
        )}
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList aria-label={t('tabs.label')}>
            <TabsTrigger value="manual" className={TAB_CLASS} disabled={verified !== null}>
              <Keyboard aria-hidden />
              {t('tabs.manual')}
            </TabsTrigger>
            <TabsTrigger value="upload" className={TAB_CLASS} disabled={verified !== null}>
              <ImageUp aria-hidden />
              {t('tabs.upload')}
            </TabsTrigger>
          </TabsList>
          <TabsContent value="manual">
            <PanEntryForm
              inputRef={panInput}
              panNumber={panNumber}
              onPanNumberChange={(value) => {
                setPanNumber(value);
                setRejection(undefined);
              }}
              validating={validatePan.isPending}
              locked={verified !== null}
              rejection={rejection}
              onSubmit={submit}
            />
          </TabsContent>
          <TabsContent value="upload">
            <PanCardUpload onRead={readFromPhoto} onFailed={fail} locked={verified !== null} />
          </TabsContent>
        </Tabs>
      </Card>
      <DemoPans onPick={pickDemoPan} disabled={verified !== null || validatePan.isPending} />
      <p className="mt-4 flex items-start gap-2 text-sm text-muted">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>{t('privacy')}</span>
      </p>
    </StepLayout>
  );
}
