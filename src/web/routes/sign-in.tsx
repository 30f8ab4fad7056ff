import { ArrowRight } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../api/session';
import { SignInOtpStep } from '../components/sign-in/sign-in-otp-step';
import { SignInPanStep } from '../components/sign-in/sign-in-pan-step';
import { useSignIn } from '../components/sign-in/use-sign-in';
import { StepLayout } from '../components/step-layout';
import { paths, type SignInNext, signInNextScreens } from '../lib/paths';
import '../i18n/journey-texts';

/** Where a sign-in returns: the screen that asked for it (one of ours only), else the home. */
function nextScreen(asked: string | null): SignInNext {
  return signInNextScreens.find((screen) => screen === asked) ?? paths.home;
}

/**
 * /sign-in: a returning borrower's way back to their documents: PAN, then the OTP to the
 * mobile the credit bureau holds for it, then the Document Center. A device already signed in
 * goes straight there.
 */
export function SignInPage() {
  const { t } = useTranslation(['signIn', 'common']);
  const [params] = useSearchParams();
  const asked = params.get('next');
  const next = nextScreen(asked);
  const session = useSession();
  useEffect(() => {
    document.title = `${t('pageTitle')} · ${t('common:appName')}`;
  }, [t]);
  if (session.status === 'signed-in') return <Navigate to={next} replace />;
  return <SignIn next={next} askedByScreen={asked !== null} />;
}

function SignIn({ next, askedByScreen }: { next: string; askedByScreen: boolean }) {
  const { t } = useTranslation('signIn');
  const navigate = useNavigate();
  const signIn = useSignIn(next);
  const step = signIn.challenge ? 'otp' : 'pan';

  return (
    <StepLayout
      onBack={step === 'otp' ? signIn.changePan : () => navigate(paths.landing)}
      title={t(`title.${step}`)}
      subtitle={t(`subtitle.${step}`)}
    >
      {/* Sent here by a screen (a bookmark, a link, an ended session): why. */}
      {askedByScreen && step === 'pan' && (
        <p className="mb-5 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('askedByScreen')}
        </p>
      )}
      {signIn.challenge ? (
        <SignInOtpStep
          key={signIn.challenge.challengeId}
          challenge={signIn.challenge}
          verify={signIn.verify}
          resend={signIn.resend}
          onChangePan={signIn.changePan}
        />
      ) : (
        <SignInPanStep
          panNumber={signIn.panNumber}
          onPanNumberChange={signIn.typePan}
          sending={signIn.sending}
          sendError={signIn.sendError}
          cooldownSeconds={signIn.cooldownSeconds}
          onSend={signIn.sendOtp}
        />
      )}
      <p className="mt-6 text-center text-sm text-muted">
        {t('newHere')}{' '}
        <Link
          to={paths.panVerification}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {t('startJourney')}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </p>
    </StepLayout>
  );
}
