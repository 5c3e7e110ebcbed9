import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';

// What theme-classic's client module does at start-up, moved here so Prism's
// languages register only when a code block first renders.
prismIncludeLanguages(Prism);

export default CodeBlock as typeof CodeBlockType;
