import type { CommandSpec, GroupSpec, OptionSpec } from '../cli/command-spec.js';
import type { Context } from '../cli/context.js';
import { UsageError } from '../cli/errors.js';
import { EXIT } from '../cli/exit-codes.js';

export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

type Entry = GroupSpec | CommandSpec<never, never>;

interface Flag {
  long: string;
  short?: string;
  takesValue: boolean;
  /** The value is a local file or folder (`<file>`, `<dir>`, `<path>`): shells offer file names. */
  takesPath?: boolean;
  /** The value is one of these (`<on|off>`). */
  choices?: string[];
  description: string;
}

/** The options every command takes (declared on the root program in main.ts). */
const GLOBAL_FLAGS: Flag[] = [
  { long: '--profile', takesValue: true, description: 'profile to use' },
  { long: '--json', takesValue: false, description: 'print results as JSON' },
  { long: '--verbose', takesValue: false, description: 'print details of failures' },
  { long: '--help', short: '-h', takesValue: false, description: 'show help' },
];

/** `-F, --field <key=value>` to its long and short names and whether it takes a value. */
export function flagOf(option: OptionSpec): Flag {
  const long = /--[a-z0-9-]+/.exec(option.flags)?.[0] ?? option.flags;
  const short = /(^|[\s,])(-[a-zA-Z])\b/.exec(option.flags)?.[2];
  const placeholder = /<([^>]+)>/.exec(option.flags)?.[1] ?? '';
  return {
    long,
    short,
    takesValue: /[<[]/.test(option.flags),
    takesPath: /^(file|dir|path)$/.test(placeholder),
    choices: placeholder.includes('|') ? placeholder.split('|') : undefined,
    description: option.description,
  };
}

interface Node {
  path: string[];
  summary: string;
  flags: Flag[];
}

/** Every command path (`apps deploy`, `api`) with its own options; groups list their subcommands. */
export function commandNodes(tree: readonly Entry[]): { top: Node[]; subs: Map<string, Node[]> } {
  const top: Node[] = [];
  const subs = new Map<string, Node[]>();
  const flags = (spec: CommandSpec<never, never>) => Object.values((spec.options ?? {}) as Record<string, OptionSpec>);
  for (const entry of tree) {
    if ('commands' in entry) {
      top.push({ path: [entry.name], summary: entry.summary, flags: [] });
      subs.set(
        entry.name,
        entry.commands.map((c) => ({
          path: [entry.name, c.name],
          summary: c.summary,
          flags: flags(c)
            .filter((o) => !o.hidden)
            .map(flagOf),
        })),
      );
    } else {
      top.push({
        path: [entry.name],
        summary: entry.summary,
        flags: flags(entry)
          .filter((o) => !o.hidden)
          .map(flagOf),
      });
    }
  }
  top.push({ path: ['help'], summary: 'show help for a command', flags: [] });
  return { top, subs };
}

const words = (flags: Flag[]) => flags.flatMap((f) => (f.short ? [f.long, f.short] : [f.long])).join(' ');
const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function valueFlags(tree: readonly Entry[]): string {
  const { top, subs } = commandNodes(tree);
  const all = [...GLOBAL_FLAGS, ...top.flatMap((n) => n.flags), ...[...subs.values()].flat().flatMap((n) => n.flags)];
  return [...new Set(all.filter((f) => f.takesValue).flatMap((f) => (f.short ? [f.long, f.short] : [f.long])))].join(
    '|',
  );
}

/** The case arms shared by bash and zsh: `group sub) opts="...";;`. */
function caseArms(tree: readonly Entry[]): string {
  const { top, subs } = commandNodes(tree);
  const arms: string[] = [];
  for (const node of top) {
    const children = subs.get(node.path[0]!);
    if (children) {
      arms.push(`    "${node.path[0]} ") opts=${quote(children.map((c) => c.path[1]).join(' '))};;`);
      for (const child of children) arms.push(`    "${child.path.join(' ')}") opts=${quote(words(child.flags))};;`);
    } else {
      arms.push(`    "${node.path[0]} ") opts=${quote(words(node.flags))};;`);
    }
  }
  return arms.join('\n');
}

/** The shell function body that finds the command words typed so far and the candidates (`opts`). */
function shellBody(tree: readonly Entry[], wordsVar: string, from: number, upto: string): string {
  const topWords = commandNodes(tree)
    .top.map((n) => n.path[0])
    .join(' ');
  return `  local group="" sub="" skip="" opts="" i w
  for ((i=${from}; i<${upto}; i++)); do
    w="\${${wordsVar}[i]}"
    if [[ -n "$skip" ]]; then skip=""; continue; fi
    case "$w" in
      ${valueFlags(tree)}) skip=1;;
      -*) ;;
      *) if [[ -z "$group" ]]; then group="$w"; elif [[ -z "$sub" ]]; then sub="$w"; fi;;
    esac
  done
  if [[ -n "$skip" ]]; then return 0; fi
  case "$group $sub" in
    " ") opts=${quote(topWords)};;
${caseArms(tree)}
  esac
  opts="$opts ${words(GLOBAL_FLAGS)}"`;
}

function bashScript(tree: readonly Entry[]): string {
  return `# skiff completion for bash: source <(skiff completion bash)
_skiff() {
  local cur="\${COMP_WORDS[COMP_CWORD]}"
${shellBody(tree, 'COMP_WORDS', 1, 'COMP_CWORD')}
  COMPREPLY=($(compgen -W "$opts" -- "$cur"))
}
complete -o default -F _skiff skiff
`;
}

function zshScript(tree: readonly Entry[]): string {
  return `#compdef skiff
# skiff completion for zsh: skiff completion zsh > "\${fpath[1]}/_skiff"
_skiff() {
${shellBody(tree, 'words', 2, 'CURRENT')}
  compadd -- \${=opts}
}
if [[ "\${zsh_eval_context[-1]}" == loadautoload ]]; then _skiff "$@"; else compdef _skiff skiff; fi
`;
}

/** What fish offers after a flag: its choices, file names for a path, else nothing (a value must be typed). */
function fishValue(flag: Flag): string {
  if (!flag.takesValue) return '';
  if (flag.choices) return ` -x -a ${quote(flag.choices.join(' '))}`;
  return flag.takesPath ? ' -r -F' : ' -x';
}

function fishScript(tree: readonly Entry[]): string {
  const { top, subs } = commandNodes(tree);
  const fish = (text: string) => quote(text.replace(/\s+/g, ' '));
  const lines = ['# skiff completion for fish: skiff completion fish > ~/.config/fish/completions/skiff.fish'];
  lines.push('complete -c skiff -f');
  for (const flag of GLOBAL_FLAGS) {
    const short = flag.short ? ` -s ${flag.short.slice(1)}` : '';
    lines.push(
      `complete -c skiff -l ${flag.long.slice(2)}${short}${flag.takesValue ? ' -r' : ''} -d ${fish(flag.description)}`,
    );
  }
  const topNames = top.map((n) => n.path[0]).join(' ');
  for (const node of top) {
    lines.push(
      `complete -c skiff -n "not __fish_seen_subcommand_from ${topNames}" -a ${node.path[0]} -d ${fish(node.summary)}`,
    );
    const children = subs.get(node.path[0]!) ?? [];
    const childNames = children.map((c) => c.path[1]).join(' ');
    for (const child of children) {
      const when = `__fish_seen_subcommand_from ${node.path[0]}; and not __fish_seen_subcommand_from ${childNames}`;
      lines.push(`complete -c skiff -n "${when}" -a ${child.path[1]} -d ${fish(child.summary)}`);
    }
    const targets = children.length ? children : [node];
    for (const target of targets) {
      const when = target.path.map((w) => `__fish_seen_subcommand_from ${w}`).join('; and ');
      for (const flag of target.flags) {
        const short = flag.short ? ` -s ${flag.short.slice(1)}` : '';
        const value = fishValue(flag);
        lines.push(
          `complete -c skiff -n "${when}" -l ${flag.long.slice(2)}${short}${value} -d ${fish(flag.description)}`,
        );
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The completion script of `shell` for the given command tree. */
export function completionScript(shell: string, tree: readonly Entry[]): string {
  if (shell === 'bash') return bashScript(tree);
  if (shell === 'zsh') return zshScript(tree);
  if (shell === 'fish') return fishScript(tree);
  throw new UsageError(`SHELL '${shell}' is not one of ${SHELLS.join(', ')}.`);
}

/** `skiff completion bash|zsh|fish`: the script on stdout (not JSON: it is code for the shell). */
export async function printCompletion(ctx: Context, shell: string): Promise<number> {
  const { COMMAND_TREE } = await import('../commands/index.js');
  const script = completionScript(shell, COMMAND_TREE);
  if (ctx.json) ctx.out.json({ shell, script });
  else ctx.out.result(script.trimEnd());
  return EXIT.ok;
}
