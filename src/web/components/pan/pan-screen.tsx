import { ImageUp, Keyboard, LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { StepLayout } from '../step-layout';
import { Card } from '../ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { PanVerifiedNotice } from './pan-verified-notice';
import type { VerifiedPan } from './use-pan-check';

export type PanTab = 'manual' | 'upload';

/** 44 px touch targets; on narrow phones the labels keep one line by dropping their icons. */
const TAB_CLASS = 'min-h-11 px-2 max-[400px]:[&_svg]:hidden';

interface PanScreenProps {
  /** The screen's texts: both namespaces have the same keys. */
  namespace: 'panVerification' | 'panEntry';
  verified: VerifiedPan | null;
  tab: PanTab;
  onTabChange: (tab: PanTab) => void;
  manual: ReactNode;
  upload: ReactNode;
  /** More below the card (the older screen's demo PANs). */
  children?: ReactNode;
}

/** Step 1 of both journeys: the PAN typed or read from a photo, then the verdict. */
export function PanScreen({
  namespace,
  verified,
  tab,
  onTabChange,
  manual,
  upload,
  children,
}: PanScreenProps) {
  const { t } = useTranslation(namespace);
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
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
            namespace={namespace}
            className="mb-5"
            panNumber={verified.panNumber}
            holderName={verified.holderName}
          />
        )}
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as PanTab)}>
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
          <TabsContent value="manual">{manual}</TabsContent>
          {/* Kept mounted: a photo being read goes on being read on the other tab. */}
          <TabsContent value="upload" forceMount hidden={tab !== 'upload'}>
            {upload}
          </TabsContent>
        </Tabs>
      </Card>
      {children}
      <p className="mt-4 flex items-start gap-2 text-sm text-muted">
        <LockKeyhole className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden />
        <span>{t('privacy')}</span>
      </p>
    </StepLayout>
  );
}
