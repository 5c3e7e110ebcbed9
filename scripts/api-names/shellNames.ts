import type {Mention} from './mention';

type Word = {text: string; line: number};

// A backslash-newline continues a command; newlines, `&&`, `||`, pipes and
// `;` end one; `#` starts a comment at the start of a word.
const SHELL_TOKEN =
  /(?<cont>\\\n)|(?<sep>\n|&&|\|\||[|;&()])|(?<comment>#[^\n]*)|(?<word>(?:[^\s'"|;&()\\]|\\.|'[^']*'|"(?:\\.|[^"\\])*")+)|[ \t\r]+/gu;

/** The commands of a shell snippet, as words with their 0-based line. */
export function shellCommands(text: string): Word[][] {
  const commands: Word[][] = [[]];
  let line = 0;
  for (const match of text.matchAll(SHELL_TOKEN)) {
    const {cont, sep, word} = match.groups ?? {};
    if (word !== undefined) commands.at(-1)!.push({text: word.replace(/^(['"])(.*)\1$/, '$2'), line});
    else if (sep !== undefined && commands.at(-1)!.length > 0) commands.push([]);
    if (cont !== undefined || sep === '\n') line++;
  }
  return commands.filter((command) => command.length > 0);
}

/** Words a command may start with before the program: `VAR=value`, `sudo`, `env`, `time`. */
const isPrefixWord = (word: string) => /^[A-Za-z_]\w*=/.test(word) || ['sudo', 'env', 'time', 'exec'].includes(word);

/** rzup components whose version is a zkVM crate's version. */
const RZUP_COMPONENT_CRATES: Record<string, string> = {'cargo-risczero': 'cargo-risczero', r0vm: 'risc0-r0vm'};

function toolMentions(tool: string, args: Word[], firstLine: number): Mention[] {
  const mentions: Mention[] = [];
  args.forEach((arg, position) => {
    const line = firstLine + arg.line;
    if (arg.text === '--') return;
    if (arg.text.startsWith('-')) {
      mentions.push({kind: 'cli', tool, word: arg.text.replace(/=.*$/, ''), line});
    } else if (position === 0 && tool !== 'r0vm') {
      mentions.push({kind: 'cli', tool, word: arg.text, line});
    }
  });
  if (tool === 'rzup' && args[0]?.text === 'install') {
    const component = args[1]?.text ?? '';
    const crate = RZUP_COMPONENT_CRATES[component];
    const version = args[2]?.text ?? args.find((arg, i) => args[i - 1]?.text === '--version')?.text;
    if (crate !== undefined && version !== undefined && /^v?\d/.test(version)) {
      mentions.push({kind: 'crate', name: crate, version, line: firstLine + args[1]!.line});
    }
  }
  return mentions;
}

/** `cargo install cargo-risczero --version 1.0`, `cargo binstall cargo-risczero@0.19.1`. */
function cargoInstallMentions(args: Word[], firstLine: number): Mention[] {
  const mentions: Mention[] = [];
  const explicit = args.find((arg, i) => args[i - 1]?.text === '--version')?.text;
  for (const arg of args) {
    const match = /^(cargo-risczero|risc0-r0vm)(?:@(.+))?$/.exec(arg.text);
    if (match === null) continue;
    const version = match[2] ?? explicit;
    mentions.push({
      kind: 'crate',
      name: match[1]!,
      ...(version === undefined ? {} : {version}),
      line: firstLine + arg.line,
    });
  }
  return mentions;
}

/**
 * The zkVM command lines of a shell snippet: `cargo risczero`, `rzup` and
 * `r0vm` subcommands and flags, and the cargo-risczero version an install
 * asks for. `firstLine` is the doc line of the snippet's first line.
 */
export function shellMentions(text: string, firstLine: number): Mention[] {
  return shellCommands(text).flatMap((command) => {
    const start = command.findIndex((word) => !isPrefixWord(word.text));
    const words = start < 0 ? [] : command.slice(start);
    const [program, sub] = [words[0]?.text, words[1]?.text];
    if (program === 'cargo' && sub === 'risczero') return toolMentions('cargo-risczero', words.slice(2), firstLine);
    if (program === 'rzup' || program === 'r0vm') return toolMentions(program, words.slice(1), firstLine);
    if (program === 'cargo' && (sub === 'install' || sub === 'binstall'))
      return cargoInstallMentions(words.slice(2), firstLine);
    return [];
  });
}
