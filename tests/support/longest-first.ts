import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files start in. Vitest queues one project after another (alphabetically: api,
 * e2e, unit, web), so the long browser journeys started last and ran on alone at the end while
 * the other workers had nothing left to do. Longest kinds first instead — e2e files, then API
 * files — leaves the short unit and web files to fill the gaps at the end. Within a project the
 * usual order stands (the slowest last time, else the largest file, first).
 */
const PROJECTS_LONGEST_FIRST = ['e2e', 'api', 'unit', 'web'];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = PROJECTS_LONGEST_FIRST.indexOf(file.project.name);
      return index === -1 ? PROJECTS_LONGEST_FIRST.length : index;
    };
    // Array sort is stable: each project keeps the order the base sequencer gave it.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
