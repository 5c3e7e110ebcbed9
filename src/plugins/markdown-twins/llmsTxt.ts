/** One page listed in llms.txt. */
export type LlmsEntry = {title: string; url: string; description?: string};
export type LlmsSection = {name: string; entries: LlmsEntry[]};

/**
 * llms.txt in the llmstxt.org layout: an H1 title, a blockquote summary,
 * then H2 sections of `- [title](url): description` lines.
 */
export function llmsTxt(title: string, summary: string, sections: LlmsSection[]): string {
  const lines = [`# ${title}`, '', `> ${summary}`, ''];
  for (const section of sections) {
    if (section.entries.length === 0) continue;
    lines.push(`## ${section.name}`, '');
    for (const {title: pageTitle, url, description} of section.entries) {
      lines.push(`- [${pageTitle}](${url})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
