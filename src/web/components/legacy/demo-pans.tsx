import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SandboxPersona, SandboxScenario } from '../../../shared/api/sandbox';
import { useSandboxPersonas } from '../../api/sandbox-personas';

/** The three scenarios worth a demo of the older flow, in this order. */
const DEMO_SCENARIOS: readonly SandboxScenario[] = ['several-loans', 'overdue', 'failing-lender'];

/** Three sandbox PANs, the demo scenarios first; none when the server is not a sandbox. */
export function demoPersonas(personas: readonly SandboxPersona[]): SandboxPersona[] {
  const rank = (persona: SandboxPersona) => {
    const index = DEMO_SCENARIOS.indexOf(persona.scenario);
    return index === -1 ? DEMO_SCENARIOS.length : index;
  };
  return [...personas].sort((a, b) => rank(a) - rank(b)).slice(0, 3);
}

/** The demo-mode box: sandbox PANs that fill the PAN field when tapped. */
export function DemoPans({
  onPick,
  disabled,
}: {
  onPick: (panNumber: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('panEntry');
  const personas = useSandboxPersonas();
  // 404 (not a sandbox) answers null; a failed request shows nothing either.
  if (!personas.data) return null;
  const shown = demoPersonas(personas.data.personas);
  if (shown.length === 0) return null;
  return (
    <section
      aria-labelledby="demo-pans-heading"
      className="mt-4 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
    >
      <h2
        id="demo-pans-heading"
        className="flex items-center gap-2 text-sm font-semibold text-amber-950"
      >
        <FlaskConical className="size-4" aria-hidden />
        {t('demo.heading')}
      </h2>
      <p className="mt-1 text-sm text-amber-950">{t('demo.text')}</p>
      <ul className="mt-3 grid gap-2 sm:grid-cols-3">
        {shown.map((persona) => {
          const scenario = t(`demo.scenarios.${persona.scenario}`);
          return (
            <li key={persona.panNumber}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onPick(persona.panNumber)}
                className="flex min-h-11 w-full flex-col items-start rounded-lg border border-amber-200 bg-white px-3 py-2 text-left transition-colors hover:border-amber-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
              >
                <span className="sr-only">{t('demo.use')} </span>
                <span className="font-mono text-sm font-semibold tracking-wide text-ink">
                  {persona.panNumber}
                </span>
                <span className="text-xs text-ink">{persona.holderName}</span>
                <span className="text-xs text-muted">{scenario}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
