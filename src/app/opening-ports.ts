/**
 * The opening flow's ports on the page (`flows/opening.ts`): each loads what it needs on first use,
 * since the start screen's first bundle carries this file.
 */
import type { OpeningPorts } from '../flows/opening';
import type { SolutionSession } from '../flows/session';
import type { TemplateId } from './template-list';
import {
  loadHeadlineReaders,
  loadLibrary,
  loadShowing,
  loadSolutionSession,
  prepareOpening,
  workspaceSession,
} from './loading-ahead';
import { loadOpenPlugin } from './loaded-once';

export const openingPorts: OpeningPorts<SolutionSession> = {
  async lastOpen() {
    const report = await (await loadLibrary()).startup();
    return report.available ? report.lastOpen : undefined;
  },
  forgetLastOpen: () => loadLibrary().then((library) => library.setLastOpen(undefined)),
  // Read when asked, not when this module loads: the build renders the start screen where there is no localStorage.
  marker: {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
  },
  readZip: async (file, progress) => (await loadOpenPlugin()).openZip(file, progress),
  readFolder: async (items, progress) => (await loadOpenPlugin()).openFolder(items, progress),
  lookUpKept() {
    const library = prepareOpening();
    return async (tree) => {
      const [{ solutionHeadline }, { readManifest }] = await loadHeadlineReaders();
      const name = readManifest(tree)?.name;
      const { kept, names } = await library;
      const title = solutionHeadline(tree).title;
      // Matched by package name; a plugin without one, by its title.
      return kept.find((s) => (name ? names.get(s.id) === name : s.title === title));
    };
  },
  async makeSolution(title, template) {
    // What showing it takes loads with the template, not after it; a new solution shows its
    // instructions, so their writing editor's code comes too (a plugin opened from a file draws
    // its editors after its first frame instead, which they would hold up).
    loadShowing();
    const ready = import('../features/forms/writing-field')
      .then((field) => field.loadWritingEditor())
      .catch(() => undefined);
    const { createSolution } = await import('./templates');
    return { tree: createSolution(title, template as TemplateId | undefined), ready };
  },
  // A large plugin is drawn first and checked after, a few files per task (workspace.tsx).
  startSession: async ({ tree, pluginKind, warnings }) =>
    (await loadSolutionSession()).startNewSession(tree, pluginKind, warnings),
  openStoredSession: async (id, options) => (await loadSolutionSession()).openStoredSession(id, options),
  // The workspace's code with the session (which waits for its first view's): drawn at once, never
  // behind a fallback. A chunk that fails here is asked for again where it is drawn.
  loadWorkspace: () => workspaceSession.load(),
};
