import { Download } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { IconBadge } from './ui/icon-badge';
import { Spinner } from './ui/spinner';

interface DownloadCardProps {
  icon: ReactNode;
  /** The icon's tint, e.g. "bg-teal-50 text-teal-800 ring-1 ring-teal-100". */
  tint: string;
  heading: string;
  text: string;
  /** Choices made before downloading (a year), beside the button on wider screens. */
  children?: ReactNode;
  download: string;
  downloading: string;
  pending: boolean;
  onDownload: () => void;
}

/** A file the server makes for the borrower: what it is, any choices, and the button. */
export function DownloadCard({
  icon,
  tint,
  heading,
  text,
  children,
  download,
  downloading,
  pending,
  onDownload,
}: DownloadCardProps) {
  const headingId = useId();
  return (
    <Card>
      <section aria-labelledby={headingId} className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex items-start gap-3">
          <IconBadge className={tint}>{icon}</IconBadge>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold text-ink">
              {heading}
            </h2>
            <p className="mt-0.5 text-sm leading-relaxed text-muted">{text}</p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          {children}
          <Button variant="secondary" onClick={onDownload} disabled={pending}>
            {pending ? <Spinner /> : <Download aria-hidden />}
            {pending ? downloading : download}
          </Button>
        </div>
      </section>
    </Card>
  );
}
