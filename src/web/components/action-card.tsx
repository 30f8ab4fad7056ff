import { type ReactNode, useId } from 'react';
import { Card } from './ui/card';
import { IconBadge } from './ui/icon-badge';

interface ActionCardProps {
  icon: ReactNode;
  /** The icon's tint, e.g. "bg-teal-50 text-teal-800 ring-1 ring-teal-100". */
  tint: string;
  heading: string;
  /** What the card is about, under the heading. */
  about: ReactNode;
  children: ReactNode;
}

/**
 * A card about something the borrower can do: a tinted icon beside its heading and what it is
 * about, then its body. The heading names the card's region.
 */
export function ActionCard({ icon, tint, heading, about, children }: ActionCardProps) {
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
            {about}
          </div>
        </div>
        {children}
      </section>
    </Card>
  );
}
