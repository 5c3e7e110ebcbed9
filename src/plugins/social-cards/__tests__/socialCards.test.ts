import {describe, expect, it} from 'vitest';
import {cardRouteOf, routeBelowBase, socialCardPath, socialCardUrl} from '../cardPath';
import {cardSvg, escapeXml} from '../cardSvg';
import {docSection, versionCardPage} from '../pages';
import {ELLIPSIS, wrapTitle} from '../wrapTitle';

// A stand-in for the font: every character is 10 px wide.
const measure = (text: string) => Array.from(text).length * 10;

describe('socialCardPath', () => {
  it.each([
    ['/', 'img/social/index.png'],
    ['/api/zkvm/receipts', 'img/social/api/zkvm/receipts.png'],
    ['/proof-system/', 'img/social/proof-system.png'],
    ['/api', 'img/social/api.png'],
    ['/api/next/', 'img/social/api/next.png'],
  ])('%s → %s', (route, file) => {
    expect(socialCardPath(route)).toBe(file);
  });
});

describe('cardRouteOf', () => {
  it("gives pages of a plugin's last version their own card", () => {
    expect(cardRouteOf('/api/zkvm/receipts', {pluginId: 'api', name: '1.2', isLast: true})).toBe('/api/zkvm/receipts');
    expect(cardRouteOf('/faq', {pluginId: 'default', name: 'current', isLast: true})).toBe('/faq');
    expect(cardRouteOf('/search')).toBe('/search');
  });

  it("gives every page of an older or unreleased version its version's card", () => {
    const older = {pluginId: 'api', name: '1.0', isLast: false};
    expect(cardRouteOf('/api/1.0/zkvm/receipts', older)).toBe('/versions/api-1.0');
    expect(cardRouteOf('/api/1.0', older)).toBe('/versions/api-1.0');
    expect(cardRouteOf('/api/next/zkvm', {pluginId: 'api', name: 'current', isLast: false})).toBe(
      '/versions/api-current',
    );
    expect(socialCardUrl('https://example.com', '/docs/', '/docs/api/1.0/zkvm/', older)).toBe(
      'https://example.com/docs/img/social/versions/api-1.0.png',
    );
  });

  it('names the version on its card', () => {
    const route = '/versions/api-1.0';
    expect(versionCardPage({route, pluginId: 'api', versionLabel: '1.0', unreleased: false})).toEqual({
      route,
      title: 'zkVM API 1.0',
      section: 'Earlier release',
    });
    expect(versionCardPage({route, pluginId: 'api', versionLabel: 'Next', unreleased: true}).section).toBe(
      'Unreleased docs',
    );
  });
});

describe('wrapTitle', () => {
  it('keeps a short title on one line', () => {
    expect(wrapTitle('Receipts', 100, 3, measure)).toEqual(['Receipts']);
  });

  it('breaks between words', () => {
    expect(wrapTitle('one two three four', 90, 3, measure)).toEqual(['one two', 'three', 'four']);
  });

  it('ends the third line with an ellipsis when the title is longer', () => {
    expect(wrapTitle('aaaa bbbb cccc dddd eeee ffff gggg', 90, 3, measure)).toEqual([
      'aaaa bbbb',
      'cccc dddd',
      `eeee${ELLIPSIS}`,
    ]);
  });

  it('cuts a word wider than a line', () => {
    const lines = wrapTitle('risc0_zkvm::serde::to_vec', 100, 3, measure);
    expect(lines.join('')).toBe('risc0_zkvm::serde::to_vec');
    for (const line of lines) expect(measure(line)).toBeLessThanOrEqual(100);
  });

  it('never returns more than the allowed lines', () => {
    const lines = wrapTitle('x'.repeat(500), 100, 3, measure);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith(ELLIPSIS)).toBe(true);
  });
});

describe('card SVG', () => {
  it('escapes text for XML', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    const svg = cardSvg({
      titleLines: ['Journal <T> & seal'],
      section: 'A & B',
      siteTitle: 'Docs',
      siteLabel: 'example.com',
      logoSvg: '<svg/>',
    });
    expect(svg).toContain('Journal &lt;T&gt; &amp; seal');
    expect(svg).toContain('A &amp; B');
    expect(svg).not.toContain('<T>');
  });
});

describe('sections', () => {
  it.each([
    [{pluginId: 'api', versionLabel: '1.2', docId: 'zkvm/receipts'}, 'zkVM API · 1.2'],
    [{pluginId: 'api', versionLabel: 'Next', docId: 'introduction'}, 'zkVM API · Next'],
    [
      {pluginId: 'default', versionLabel: 'Next', docId: 'proof-system/what-is-a-trace', sidebar: 'education_hub'},
      'Proof system',
    ],
    [
      {pluginId: 'default', versionLabel: 'Next', docId: 'reference-docs/about-fri', sidebar: 'education_hub'},
      'Background reading',
    ],
    [{pluginId: 'default', versionLabel: 'Next', docId: 'studyclub', sidebar: 'education_hub'}, 'Education'],
    [{pluginId: 'default', versionLabel: 'Next', docId: 'faq', sidebar: 'docs'}, 'Resources'],
  ])('%o → %s', (doc, section) => {
    expect(docSection(doc)).toBe(section);
  });

  it('places permalinks below the base URL', () => {
    expect(routeBelowBase('/docs/api/zkvm/', '/docs/')).toBe('/api/zkvm/');
    expect(routeBelowBase('/faq', '/')).toBe('/faq');
  });

  it('builds the absolute card URL under the base URL', () => {
    expect(socialCardUrl('https://example.com/', '/docs/', '/docs/api/zkvm/')).toBe(
      'https://example.com/docs/img/social/api/zkvm.png',
    );
    expect(socialCardUrl('https://example.com', '/', '/')).toBe('https://example.com/img/social/index.png');
  });
});
