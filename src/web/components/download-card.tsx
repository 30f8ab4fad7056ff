import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { ActionCard } from './action-card';
import { Button } from './ui/button';
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
  return (
    <ActionCard
      icon={icon}
      tint={tint}
      heading={heading}
      about={<p className="mt-0.5 text-sm leading-relaxed text-muted">{text}</p>}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        {children}
        <Button variant="secondary" onClick={onDownload} disabled={pending}>
          {pending ? <Spinner /> : <Download aria-hidden />}
          {pending ? downloading : download}
        </Button>
      </div>
    </ActionCard>
  );
}
