import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGrievanceContact } from '../../api/grievance-contact';
import { cn } from '../../lib/cn';

/**
 * Who to write to with a question or complaint about one's data (the server's setting), on
 * My consents & activity and on /learn-more (where it sits under a section: `level` 3).
 */
export function GrievanceContact({
  headingId,
  level = 2,
  className,
}: {
  headingId: string;
  level?: 2 | 3;
  className?: string;
}) {
  const { t } = useTranslation('myConsents');
  const contact = useGrievanceContact();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <Heading id={headingId} className="font-semibold text-ink">
        {t('grievance.heading')}
      </Heading>
      <p className="mt-1 text-sm leading-relaxed text-muted">{t('grievance.text')}</p>
      {contact.data && (
        <p className="mt-3 text-sm">
          <span className="font-medium text-ink">{contact.data.name}</span>
          <br />
          <a
            href={`mailto:${contact.data.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-brand-700 underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden />
            {contact.data.email}
          </a>
        </p>
      )}
    </section>
  );
}
