/**
 * An MCP Registry `server.json`: a server published once with the ways to reach it, either
 * `remotes` (an online service, `type` `streamable-http` or `sse`, an address that may hold
 * `{name}` templates described under `variables`) or `packages` (npm, PyPI, OCI, NuGet…, started
 * with the `runtimeHint` or the registry's usual launcher, with runtime and package arguments and
 * environment variables). One way is carried over: an online service when there is one (nothing
 * to install), else the first package that runs on the person's computer. Both spellings of the
 * fields are read (`registryType` and the older `registry_type`).
 */
import { isJsonObject, ownMember } from '../json-document';
import { sentenceTitle } from '../display-names';
import type { VariableInfo } from './placeholders';
import type { ServerDraft } from './portable-server';
import { nameFromPackage } from './server-names';

type Json = Record<string, unknown>;

/** Whether `value` is a server.json. */
export function isRegistryServer(value: Json): boolean {
  const schema = ownMember(value, '$schema');
  return (
    (typeof schema === 'string' &&
      /modelcontextprotocol\.io\/schemas\/.*server\.schema\.json/.test(schema)) ||
    Array.isArray(ownMember(value, 'packages')) ||
    Array.isArray(ownMember(value, 'remotes'))
  );
}

/** A member under its current camelCase name or its older snake_case one. */
function field(object: Json, camel: string): unknown {
  const snake = camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return ownMember(object, camel) ?? ownMember(object, snake);
}

function text(object: Json, camel: string): string | undefined {
  const value = field(object, camel);
  return typeof value === 'string' ? value : undefined;
}

const LAUNCHER: Readonly<Record<string, string>> = { npm: 'npx', pypi: 'uvx', oci: 'docker', nuget: 'dnx' };

/** What the registry says about a variable, input or header. */
function variableInfo(input: Json, secretValue: boolean): VariableInfo {
  return {
    description: text(input, 'description'),
    secret: field(input, 'isSecret') === true,
    // A secret's default is still a secret, so it is never filled in.
    default: secretValue ? undefined : text(input, 'default'),
  };
}

function addVariables(into: Map<string, VariableInfo>, raw: unknown) {
  if (!isJsonObject(raw)) return;
  for (const name of Object.keys(raw)) {
    const info = raw[name];
    if (isJsonObject(info)) into.set(name, variableInfo(info, field(info, 'isSecret') === true));
  }
}

/** The drafts (at most one) and the sentences for what is left behind. */
export function registryDraft(value: Json, leftOut: string[]): ServerDraft | string {
  const fullName = typeof value.name === 'string' ? value.name : '';
  const name = nameFromPackage(fullName.split('/').pop() ?? fullName) || 'server';
  const title =
    typeof value.title === 'string' && value.title.trim() !== '' ? value.title.trim() : sentenceTitle(name);
  const remotes = (Array.isArray(value.remotes) ? value.remotes : []).filter(isJsonObject);
  const packages = (Array.isArray(value.packages) ? value.packages : []).filter(isJsonObject);
  const remoteType = (remote: Json) => text(remote, 'type') ?? text(remote, 'transportType');
  const remote =
    remotes.find((r) => remoteType(r) === 'streamable-http') ?? remotes.find((r) => remoteType(r) === 'sse');
  const stdioPackages = packages.filter((p) => {
    const transport = field(p, 'transport');
    return !isJsonObject(transport) || transport.type === 'stdio' || transport.type === undefined;
  });
  const others = remotes.length + stdioPackages.length - 1;
  if (others > 0) {
    leftOut.push(
      `“${title}” can be reached ${others + 1} ways; one is kept (${remote ? 'the online service' : 'the first package'}), as a plugin names one way per server.`,
    );
  }
  const variables = new Map<string, VariableInfo>();
  if (remote) return remoteDraft(remote, name, title, variables);
  const pkg = stdioPackages[0];
  if (pkg) return packageDraft(pkg, name, title, variables, leftOut);
  if (packages.length > 0) {
    return `“${title}” only offers packages that run as a local web service, which a plugin cannot start and reach, so it is not carried over.`;
  }
  return `“${title}” has neither an online address nor a package to run, so there is nothing to carry over.`;
}

function remoteDraft(
  remote: Json,
  name: string,
  title: string,
  variables: Map<string, VariableInfo>,
): ServerDraft {
  addVariables(variables, field(remote, 'variables'));
  const headers: Json = {};
  for (const header of Array.isArray(remote.headers) ? remote.headers.filter(isJsonObject) : []) {
    if (typeof header.name !== 'string') continue;
    Object.defineProperty(headers, header.name, {
      value: headerValue(header, variables),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  const type = text(remote, 'type') ?? text(remote, 'transportType');
  return {
    name,
    title,
    kind: type === 'sse' ? 'sse' : 'streamable-http',
    url: text(remote, 'url'),
    headers,
    unknownFields: [],
    context: { variables, braces: true },
  };
}

/** A header or environment value: the given one, or a placeholder the person fills in when installing. */
function headerValue(input: Json, variables: Map<string, VariableInfo>): string {
  addVariables(variables, field(input, 'variables'));
  const name = String(input.name);
  const secret = field(input, 'isSecret') === true;
  const given = text(input, 'value');
  if (given !== undefined && !secret) return given;
  if (given !== undefined && /\{[A-Za-z_]/.test(given)) return given;
  variables.set(name, variableInfo(input, secret));
  return `\${${name}}`;
}

function packageDraft(
  pkg: Json,
  name: string,
  title: string,
  variables: Map<string, VariableInfo>,
  leftOut: string[],
): ServerDraft | string {
  const registry = text(pkg, 'registryType') ?? '';
  const identifier = text(pkg, 'identifier');
  const command = text(pkg, 'runtimeHint') ?? LAUNCHER[registry];
  if (!identifier || !command) {
    return `“${title}” is a package of a kind (${registry || 'not named'}) this builder cannot start, so it is not carried over.`;
  }
  const version = text(pkg, 'version');
  const reference =
    version === undefined || version === 'latest'
      ? identifier
      : registry === 'pypi'
        ? `${identifier}==${version}`
        : registry === 'oci'
          ? `${identifier}:${version}`
          : `${identifier}@${version}`;
  const runtime = argumentWords(field(pkg, 'runtimeArguments'), variables);
  const env: Json = {};
  const envNames: string[] = [];
  for (const variable of (Array.isArray(field(pkg, 'environmentVariables'))
    ? (field(pkg, 'environmentVariables') as unknown[])
    : []
  ).filter(isJsonObject)) {
    if (typeof variable.name !== 'string') continue;
    const required = field(variable, 'isRequired') === true || field(variable, 'isSecret') === true;
    if (!required && text(variable, 'value') === undefined && text(variable, 'default') === undefined)
      continue;
    Object.defineProperty(env, variable.name, {
      value: headerValue(variable, variables),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    envNames.push(variable.name);
  }
  const before: string[] = [];
  if (command === 'npx' && !runtime.includes('-y') && !runtime.includes('--yes')) before.push('-y');
  if (command === 'docker' && runtime[0] !== 'run') {
    // A container sees only the variables passed to it by name.
    before.push('run', '-i', '--rm', ...envNames.flatMap((env) => ['-e', env]));
  }
  const packageWords = argumentWords(field(pkg, 'packageArguments'), variables);
  if (registry === 'nuget' && packageWords.length > 0) packageWords.unshift('--');
  if (registry === 'mcpb')
    leftOut.push(
      `“${title}” is a bundle file; it is started with ${command}, which must be on the computer.`,
    );
  return {
    name,
    title,
    kind: 'stdio',
    command,
    args: [...before, ...runtime, reference, ...packageWords],
    env,
    unknownFields: [],
    context: { variables, braces: true },
  };
}

/** Registry arguments as words: a positional's value, a named one's name and value; a missing value becomes `{hint}` to set. */
function argumentWords(raw: unknown, variables: Map<string, VariableInfo>): string[] {
  const words: string[] = [];
  for (const arg of Array.isArray(raw) ? raw.filter(isJsonObject) : []) {
    addVariables(variables, field(arg, 'variables'));
    const value = text(arg, 'value') ?? text(arg, 'default');
    const hint =
      text(arg, 'valueHint') ?? (typeof arg.name === 'string' ? arg.name.replace(/^-+/, '') : 'value');
    const required = field(arg, 'isRequired') === true;
    if (arg.type === 'named' && typeof arg.name === 'string') {
      if (value !== undefined) words.push(arg.name, value);
      else if (required) {
        variables.set(hint, { description: text(arg, 'description') });
        words.push(arg.name, `{${hint}}`);
      }
    } else if (value !== undefined) words.push(value);
    else if (required) {
      variables.set(hint, { description: text(arg, 'description') });
      words.push(`{${hint}}`);
    }
  }
  return words;
}
