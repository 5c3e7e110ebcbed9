/** A page whose front matter says `status: outline` is still being written. */
export function isOutline(frontMatter: Readonly<Record<string, unknown>>): boolean {
  return frontMatter.status === 'outline';
}
