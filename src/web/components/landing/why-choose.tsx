import ArrowRight from 'lucide-react/icons/arrow-right';
import Building2 from 'lucide-react/icons/building-2';
import KeyRound from 'lucide-react/icons/key-round';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import MessageSquareOff from 'lucide-react/icons/message-square-off';
import Trash2 from 'lucide-react/icons/trash-2';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { linkButton } from './link-button';

const reasons = [
  { key: 'noBranch', Icon: MapPinOff },
  { key: 'noMessagingApp', Icon: MessageSquareOff },
  { key: 'oneOtp', Icon: KeyRound },
  { key: 'banks', Icon: Building2 },
  { key: 'retention', Icon: Trash2 },
] as const;

export function WhyChoose() {
  const { t } = useTranslation('landing');
  return (
    <section aria-labelledby="why-title" className="bg-white py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <h2
            id="why-title"
            className="text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl"
          >
            {t('whyChoose.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-muted">{t('whyChoose.subtitle')}</p>
          <Link to={paths.panVerification} className={`${linkButton.primary} mt-8`}>
            {t('whyChoose.cta')}
            <ArrowRight aria-hidden />
          </Link>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {reasons.map(({ key, Icon }, index) => (
            <li
              key={key}
              // Five reasons on two columns: the last one takes the whole row.
              className={`flex gap-4 rounded-2xl bg-slate-50 p-5 ${index === reasons.length - 1 ? 'sm:col-span-2' : ''}`}
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-white text-brand-700 shadow-sm ring-1 ring-slate-200">
                <Icon className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold text-ink">{t(`whyChoose.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-muted">
                  {t(`whyChoose.${key}.body`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
