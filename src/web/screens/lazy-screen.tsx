import { type ComponentType, type LazyExoticComponent, lazy, useState } from 'react';
import { CodeStallError, loadOnce } from '../lib/code-arrival';
import { ScreenBoundary, ScreenLoadError } from './screen-boundary';

/**
 * A screen that is its own module, loaded when first shown — or earlier, with `preload`, while
 * the borrower reads the screen before it. A failed load (a network drop) is not kept: the
 * screen's error boundary offers Try again, which asks for the module once more; when even that
 * fails while the browser says it is online, the page is reloaded (the journey is kept in
 * sessionStorage, see flow/flow-state.ts). Code cut off on its way by a dropped connection counts
 * as failed once the browser has been offline a moment, or after a minute online with nothing
 * (lib/code-arrival.ts); Try again then waits for it again, without a reload.
 */
export interface LazyScreen {
  /** Starts loading the module; resolves when it is there (never rejects). */
  preload: () => Promise<void>;
  /** The component to render now (a new one after a failed load is tried again). */
  current: () => LazyExoticComponent<ComponentType>;
  /** Asks for the module again; throws if it still does not arrive. */
  retry: () => Promise<void>;
}

export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  const loadModule = loadOnce(load);
  let triedAgain = false;
  const fetchModule = (): Promise<ComponentType> =>
    loadModule().then(
      (module) => module[name],
      (error: unknown) => {
        throw new ScreenLoadError(error);
      },
    );
  const makeLazy = () => lazy(async () => ({ default: await fetchModule() }));
  let current = makeLazy();

  return {
    preload: () =>
      fetchModule().then(
        () => undefined,
        () => undefined,
      ),
    current: () => current,
    retry: async () => {
      try {
        await fetchModule();
      } catch (error) {
        // A browser that keeps a failed module import will never load it again: a reload will.
        // Try again keeps spinning until the page goes: the failure is not shown once more
        // in the moment before the reload. Not for code still on its way (given up for now):
        // on a line that carries nothing a reload would only bring the browser's error page.
        if (triedAgain && navigator.onLine !== false && !stillOnItsWay(error)) {
          window.location.reload();
          return new Promise<never>(() => {});
        }
        triedAgain = true;
        throw error;
      }
      current = makeLazy();
    },
  };
}

/** A lazily loaded screen inside its error boundary. */
export function LazyScreenView({ screen }: { screen: LazyScreen }) {
  // Bumped after Try again: renders the fresh lazy component.
  const [, setAttempt] = useState(0);
  const Current = screen.current();
  return (
    <ScreenBoundary
      onRetry={async () => {
        await screen.retry();
        setAttempt((attempt) => attempt + 1);
      }}
    >
      <Current />
    </ScreenBoundary>
  );
}

function stillOnItsWay(error: unknown): boolean {
  return error instanceof ScreenLoadError && error.cause instanceof CodeStallError;
}
