import { defineCommand } from '../cli/command-spec.js';

export const completionCommand = defineCommand({
  name: 'completion',
  summary: 'print a shell completion script for bash, zsh or fish',
  description:
    'Print a completion script for commands, subcommands and options, generated from the command declarations. ' +
    'Load it in the current shell, or save it where your shell loads completions from.',
  args: { shell: { description: 'bash, zsh or fish' } },
  examples: [
    ['source <(skiff completion bash)', 'completion in the current bash (add it to ~/.bashrc)'],
    ['skiff completion zsh > ~/.zfunc/_skiff', 'install for zsh (~/.zfunc in fpath, then compinit)'],
    ['skiff completion fish > ~/.config/fish/completions/skiff.fish', 'install for fish'],
  ],
  run: async (ctx, args) => (await import('../services/completion.js')).printCompletion(ctx, args.shell),
});
