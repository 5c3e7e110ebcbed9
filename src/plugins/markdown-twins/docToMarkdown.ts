import path from 'node:path';
import type {BlockContent, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx';
import type {ContainerDirective} from 'mdast-util-directive';
import {unified} from 'unified';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {parseDocSource} from '../search-index/parseDocSource';
import {docsRsUrl} from '../../components/DocsRs/docsRsUrl';
import {repoUrl} from '../../components/RepoLink/repoUrl';
import {externalLinkUrl} from '../../config/links';

export type TwinPage = {
  /** Absolute path of the doc source file. */
  file: string;
  title: string;
  description?: string;
  /** Docs version name (`current` for unreleased docs and root docs). */
  version: string;
};

export type TwinContext = {
  /** Absolute URL of a site path, e.g. `/faq` → `https://…/faq`. */
  absoluteUrl: (sitePath: string) => string;
  /** The permalink of a doc source file, for relative `.md` links between docs. */
  permalinkOfFile: (file: string) => string | undefined;
};

const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function text(value: string): PhrasingContent {
  return {type: 'text', value};
}

/** Readers of the twin cannot run a widget; they get a pointer to the web page. */
function widgetNote(name: string, pageUrl: string): RootContent {
  const label = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return {
    type: 'paragraph',
    children: [
      {
        type: 'emphasis',
        children: [
          text(`Interactive ${label}: open `),
          {type: 'link', url: pageUrl, children: [text('the web page')]},
          text(' in a browser to use it.'),
        ],
      },
    ],
  };
}

/**
 * Turns a doc's MDX source into plain Markdown: front matter and imports go,
 * the site's link components become ordinary links, admonitions become
 * quotes, widgets become a note, and links point at absolute URLs. Code
 * blocks, tables and math stay as written.
 */
export function docToMarkdown(source: string, page: TwinPage, context: TwinContext, pageUrl: string): string {
  const tree = parseDocSource(source);

  const linkTarget = (href: string): string => {
    if (/^[a-z]+:/i.test(href) || href.startsWith('#')) return href;
    const [target = '', hash = ''] = href.split('#');
    if (target.startsWith('/')) return context.absoluteUrl(target) + (hash ? `#${hash}` : '');
    if (/\.mdx?$/.test(target)) {
      const permalink = context.permalinkOfFile(path.resolve(path.dirname(page.file), target));
      if (permalink !== undefined) return context.absoluteUrl(permalink) + (hash ? `#${hash}` : '');
    }
    return href;
  };

  const convertElement = (node: JsxElement): RootContent[] => {
    const children = node.children as RootContent[];
    switch (node.name) {
      case 'DocsRs':
        return [
          {
            type: 'link',
            url: docsRsUrl(attribute(node, 'item') ?? '', page.version, attribute(node, 'crateVersion')),
            children: children as PhrasingContent[],
          },
        ];
      case 'RepoLink':
        return [
          {
            type: 'link',
            url: repoUrl(attribute(node, 'path') ?? '', page.version, attribute(node, 'repo')),
            children: children as PhrasingContent[],
          },
        ];
      case 'ExtLink':
        return [
          {
            type: 'link',
            url: externalLinkUrl(attribute(node, 'to') ?? ''),
            children: children as PhrasingContent[],
          },
        ];
      case 'head':
        return [];
      case 'summary':
        return [
          {
            type: 'paragraph',
            children: [
              {
                type: 'strong',
                children: children.flatMap((child) =>
                  child.type === 'paragraph' ? child.children : [child],
                ) as PhrasingContent[],
              },
            ],
          },
        ];
      default:
        if (node.name !== null && /^[A-Z]/.test(node.name)) return [widgetNote(node.name, pageUrl)];
        // Plain HTML elements written in MDX (details, sub, sup …) keep their content.
        return children;
    }
  };

  const transform = (parent: Parent): void => {
    const next: RootContent[] = [];
    for (const child of parent.children as RootContent[]) {
      switch (child.type) {
        case 'yaml':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          continue;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement': {
          const converted = convertElement(child);
          for (const node of converted) if ('children' in node) transform(node as Parent);
          next.push(...converted);
          continue;
        }
        case 'containerDirective': {
          next.push(admonitionToQuote(child));
          transform(next[next.length - 1] as Parent);
          continue;
        }
        case 'heading': {
          const last = child.children[child.children.length - 1];
          if (last?.type === 'text') last.value = parseMarkdownHeadingId(last.value).text;
          break;
        }
        case 'link':
          child.url = linkTarget(child.url);
          break;
        default:
          break;
      }
      if ('children' in child) transform(child as Parent);
      next.push(child);
    }
    parent.children = next as typeof parent.children;
  };

  transform(tree);
  const header: RootContent[] = [{type: 'heading', depth: 1, children: [text(page.title)]}];
  if (page.description)
    header.push({type: 'blockquote', children: [{type: 'paragraph', children: [text(page.description)]}]});
  const root: Root = {type: 'root', children: [...header, ...tree.children]};
  return unified()
    .use(remarkGfm)
    .use(remarkMath)
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-'})
    .stringify(root);
}

function admonitionToQuote(node: ContainerDirective): RootContent {
  const base = ADMONITION_LABELS[node.name] ?? node.name;
  const children = [...node.children] as BlockContent[];
  // A `:::tip[Title]` title arrives as a paragraph flagged directiveLabel.
  const first = children[0] as (BlockContent & {data?: {directiveLabel?: boolean}}) | undefined;
  let label: PhrasingContent[] = [text(base)];
  if (first?.type === 'paragraph' && first.data?.directiveLabel) {
    label = first.children;
    children.shift();
  }
  const lead: BlockContent = {type: 'paragraph', children: [{type: 'strong', children: label}]};
  return {type: 'blockquote', children: [lead, ...children]};
}
