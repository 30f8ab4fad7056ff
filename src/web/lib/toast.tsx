import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExternalToast, ToasterProps } from 'sonner';
import { afterFirstPaint } from './after-first-paint';

/**
 * sonner's `toast` and `Toaster`, with sonner itself (~9 KB gzip) fetched after the screen's
 * first paint instead of before it. A toast raised before sonner is there (on a screen's first
 * render, say) waits for it — asking for it at once — and then shows as it would have; a dismiss
 * before then takes the waiting toasts away. Ids, options (`action`, `description`) and the
 * Toaster's props are sonner's own.
 */

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']['success']>[0];
type Kind = 'default' | 'success' | 'error' | 'info' | 'warning' | 'message';
type Id = string | number;

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
const waiting: { kind: Kind; message: Message; data: ExternalToast & { id: Id } }[] = [];
const whenLoaded = new Set<(module: Sonner) => void>();
let queuedIds = 0;

function show(module: Sonner, kind: Kind, message: Message, data?: ExternalToast): Id {
  return kind === 'default' ? module.toast(message, data) : module.toast[kind](message, data);
}

/** Fetches sonner (once; again after a failed try), then shows what waited for it. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      for (const each of waiting.splice(0)) show(module, each.kind, each.message, each.data);
      for (const notify of whenLoaded) notify(module);
      return module;
    },
    (error: unknown) => {
      // Forgotten, so that the next toast (or the Toaster) asks the network again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function raise(kind: Kind) {
  return (message: Message, data?: ExternalToast): Id => {
    if (sonner) return show(sonner, kind, message, data);
    const id = data?.id ?? `waiting-${++queuedIds}`;
    // The same id replaces the toast, as sonner does.
    const same = waiting.findIndex((each) => each.data.id === id);
    if (same >= 0) waiting.splice(same, 1);
    waiting.push({ kind, message, data: { ...data, id } });
    loadToasts().catch(() => undefined);
    return id;
  };
}

export const toast = Object.assign(raise('default'), {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  warning: raise('warning'),
  message: raise('message'),
  /** Dismisses the toast with this id, or every toast. */
  dismiss: (id?: Id): Id | undefined => {
    if (sonner) return sonner.toast.dismiss(id);
    for (let index = waiting.length - 1; index >= 0; index--) {
      if (id === undefined || waiting[index]?.data.id === id) waiting.splice(index, 1);
    }
    return id;
  },
});

/** sonner's Toaster, drawn once sonner is there (nothing to show before that). */
export function Toaster(props: ToasterProps) {
  // The region's name ("Notifications") in the screen's language.
  const { t } = useTranslation();
  const [module, setModule] = useState(() => sonner);
  useEffect(() => {
    if (module) return;
    const loaded = (each: Sonner) => setModule(() => each);
    whenLoaded.add(loaded);
    // Loaded meanwhile (a toast asked for it before this effect ran).
    if (sonner) loaded(sonner);
    void afterFirstPaint().then(() => loadToasts().catch(() => undefined));
    return () => {
      whenLoaded.delete(loaded);
    };
  }, [module]);
  return module ? <module.Toaster containerAriaLabel={t('notifications')} {...props} /> : null;
}
