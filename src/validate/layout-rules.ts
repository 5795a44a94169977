/**
 * Layout rules (Agent Plugins §6.1, §7.1): skills are discovered only as
 * `skills/<name>/SKILL.md`. A SKILL.md anywhere else is never loaded: deeper inside `skills/`
 * it is almost certainly a mistake (warning); outside `skills/` it is usually another client's
 * copy, such as `.agents/skills/` or `.claude/skills/` (info). A `Skills/` folder in other
 * letter case, a `skill.md` in other letter case and a `skills` file are warned about too.
 */
import type { Diagnostic } from './diagnostic';
import type { FileTree } from '../model/file-tree';
import { windowsUnsafePaths } from '../model/portable-names';
import { diagnose, quote } from './rule';
import { rule } from './rules';

/** Layout diagnostics for the whole tree (one pass over its paths). */
export function layoutDiagnostics(tree: FileTree): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const { path, name, problem } of windowsUnsafePaths(tree.keys())) {
    diagnostics.push(
      diagnose(
        rule('layout.name-not-portable'),
        path,
        `The name ${quote(name)} ${problem}, so this plugin cannot be unpacked on Windows. Rename it.`,
      ),
    );
  }
  const caseFolders = new Map<string, number>();
  for (const [path, entry] of tree) {
    if (entry.kind !== 'file') continue;
    if (path === 'skills') {
      diagnostics.push(
        diagnose(
          rule('layout.skills-not-folder'),
          path,
          'The plugin has a file called skills where its skills folder should be, so Bailey will find no skills. Rename or remove the file.',
        ),
      );
      continue;
    }
    const slash = path.lastIndexOf('/');
    const base = path.slice(slash + 1);
    if (base.toLowerCase() !== 'skill.md') continue;
    const segments = path.split('/');
    const top = segments[0]!;
    if (top === 'skills') {
      if (base !== 'SKILL.md') {
        if (segments.length === 3 && !tree.has(`${path.slice(0, slash)}/SKILL.md`)) {
          diagnostics.push(
            diagnose(
              rule('layout.skill-file-case'),
              path,
              `Bailey only finds a skill whose file is called *SKILL.md* in capitals; this one is called ${quote(base)}, so the skill is not loaded. Rename the file.`,
            ),
          );
        }
      } else if (segments.length === 2) {
        diagnostics.push(
          diagnose(
            rule('layout.skill-not-in-folder'),
            path,
            'This skill file sits directly in the skills folder, where Bailey does not look. Put it in a folder of its own named after the skill, such as skills/returns/.',
          ),
        );
      } else if (segments.length > 3) {
        diagnostics.push(
          diagnose(
            rule('layout.skill-too-deep'),
            path,
            'This skill is too deep inside the skills folder: Bailey only finds skills one folder down, such as skills/returns/SKILL.md, so it is not loaded. Move its folder up if it should be.',
          ),
        );
      }
    } else if (segments.length > 1 && top.toLowerCase() === 'skills') {
      caseFolders.set(top, (caseFolders.get(top) ?? 0) + 1);
    } else if (base === 'SKILL.md') {
      diagnostics.push(
        diagnose(
          rule('layout.skill-outside'),
          path,
          'This skill is outside the skills folder, so Bailey does not load it (other apps may). If it belongs to this plugin, move its folder into skills.',
        ),
      );
    }
  }
  for (const [folder, count] of [...caseFolders].sort()) {
    const skills = count === 1 ? 'a skill' : `${count} skills`;
    diagnostics.push(
      diagnose(
        rule('layout.skills-folder-case'),
        folder,
        `The folder ${quote(folder)} holds ${skills}, but Bailey only looks in a folder called *skills*, in lowercase, so ${count === 1 ? 'it is' : 'none of them is'} loaded. Rename the folder to skills.`,
      ),
    );
  }
  return diagnostics;
}
