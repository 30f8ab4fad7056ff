import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MyDocuments } from './account/my-documents';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { Button } from './ui/button';
import { Progress } from './ui/progress';

interface StepLayoutProps {
  /** Shown as "Step {current} of {total}" with a progress bar filled current/total. */
  step?: { current: number; total: number };
  backLabel?: string;
  onBack?: () => void;
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Wider content column for list screens. */
  wide?: boolean;
}

/** The frame of every journey screen: brand bar, back action, step progress, heading. */
export function StepLayout({
  step,
  backLabel,
  onBack,
  title,
  subtitle,
  children,
  wide,
}: StepLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-1 px-4">
          <Brand />
          <nav aria-label={t('header.navigation')} className="flex items-center gap-0.5 sm:gap-2">
            <LanguageSwitch compact />
            <MyDocuments />
          </nav>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={`${wide ? 'max-w-6xl' : 'max-w-2xl'} mx-auto px-4 py-6 focus:outline-none`}
      >
        {onBack && (
          <Button variant="ghost" size="md" className="-ml-3 mb-2" onClick={onBack}>
            <ArrowLeft aria-hidden />
            {backLabel ?? t('back')}
          </Button>
        )}
        {step && (
          <div className="mb-5">
            <p className="mb-2 text-sm font-medium text-brand-800">
              {t('step', { current: step.current, total: step.total })}
            </p>
            <Progress value={(step.current / step.total) * 100} aria-label={t('step', step)} />
          </div>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}
