import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Features } from '../components/landing/features';
import { FinalCta } from '../components/landing/final-cta';
import { Hero } from '../components/landing/hero';
import { ProcessSteps } from '../components/landing/process-steps';
import { WhyChoose } from '../components/landing/why-choose';
import { SiteFooter } from '../components/site-footer';
import { SiteHeader } from '../components/site-header';

/** `/` and every unknown path: what the product does, and the way into the journey. */
export function LandingPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('appName');
  }, [t]);
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Hero />
        <Features />
        <ProcessSteps />
        <WhyChoose />
        <FinalCta />
      </main>
      <SiteFooter />
    </div>
  );
}
