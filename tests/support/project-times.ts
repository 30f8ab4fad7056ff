import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints, after the run, how long each project (unit, web, api, e2e) took from its first test
 * file starting to its last one ending — what CI's log needs to see where the time goes.
 */
export default class ProjectTimes implements Reporter {
  readonly #spans = new Map<string, { start: number; end: number; files: number }>();

  onTestModuleStart(testModule: TestModule): void {
    const name = testModule.project.name;
    const span = this.#spans.get(name) ?? { start: Date.now(), end: Date.now(), files: 0 };
    this.#spans.set(name, span);
  }

  onTestModuleEnd(testModule: TestModule): void {
    const span = this.#spans.get(testModule.project.name);
    if (!span) return;
    span.end = Date.now();
    span.files += 1;
  }

  onTestRunEnd(): void {
    if (this.#spans.size === 0) return;
    const lines = [...this.#spans].map(
      ([name, span]) =>
        `  ${name.padEnd(5)} ${((span.end - span.start) / 1000).toFixed(1).padStart(6)} s  (${span.files} files)`,
    );
    console.log(
      ['', 'Time per project (first file started to last file ended):', ...lines].join('\n'),
    );
  }
}
