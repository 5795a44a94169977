/**
 * Shown instead of the form when what was opened is not a solution yet: "Make it a solution"
 * with a title and the skill to hold the instructions (or new instructions), as one change.
 */
import { useId, useState } from 'react';
import type { WorkspaceStore } from '../../workspace/store';
import type { FileTree } from '../../model/file-tree';
import { makeSolution } from '../../model/make-solution';
import { titleFromName } from '../../model/names';
import { readManifest } from '../../model/plugin-manifest';
import { listSkillFolders } from '../../model/skill-files';
import { Button } from '../../ui/button';
import { helpClass, inputClass, labelClass } from '../../ui/field-classes';
import { useOperation } from '../forms/use-operation';
import { Section } from './section';

const NEW = '';

export function MakeSolutionOffer({ store, tree }: { store: WorkspaceStore; tree: FileTree }) {
  const { run, refusal } = useOperation(store);
  const manifestName = readManifest(tree)?.name;
  const skills = listSkillFolders(tree);
  const [title, setTitle] = useState(manifestName ? titleFromName(manifestName) : '');
  const [skill, setSkill] = useState(NEW);
  const titleId = useId();
  const skillId = useId();
  const make = () =>
    run((current) =>
      makeSolution(current, { title, ...(skill !== NEW ? { instructionsSkill: skill } : {}) }),
    );
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-lg font-semibold">Make it a solution</h2>
        <p className={helpClass}>
          What you opened does not say yet how its parts make an assistant, so Bailey cannot install it as
          one. Making it a solution adds that, lists its skills, and keeps every file as it is. You can undo
          it.
        </p>
      </div>
      <Section id="make-solution" title="Your assistant" refusal={refusal}>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={titleId} className={labelClass}>
            Title
          </label>
          <input
            id={titleId}
            className={inputClass}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={skillId} className={labelClass}>
            Instructions
          </label>
          <p className={helpClass}>The text the assistant reads before every conversation.</p>
          <select
            id={skillId}
            className={inputClass}
            value={skill}
            onChange={(event) => setSkill(event.target.value)}
          >
            <option value={NEW}>Write new instructions</option>
            {skills.map((name) => (
              <option key={name} value={name}>
                Use the skill “{titleFromName(name)}”
              </option>
            ))}
          </select>
        </div>
        <Button variant="primary" className="self-start" onClick={make}>
          Make it a solution
        </Button>
      </Section>
    </div>
  );
}
