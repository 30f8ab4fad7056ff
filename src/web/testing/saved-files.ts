import { vi } from 'vitest';

/**
 * Catches what the page asks the browser to save (jsdom has no downloads): returns the list the
 * file names are added to, one per saved file.
 */
export function catchSavedFiles(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:saved-file');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

/** A fetch answer with a body of the given type. */
export function answer(status: number, body: BodyInit, type: string): Response {
  return new Response(body, { status, headers: { 'content-type': type } });
}
