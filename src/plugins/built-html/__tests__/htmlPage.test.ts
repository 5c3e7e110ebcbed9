import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {isExecutableScriptType, readHtmlPage, scriptHashSource, withPolicyMeta} from '../htmlPage';

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

const page = (head: string, body = '') =>
  `<!doctype html><html><head><meta charset=UTF-8><title>t</title>${head}</head><body>${body}</body></html>`;

describe('readHtmlPage', () => {
  it('hashes inline scripts exactly as written, and skips external scripts and data blocks', () => {
    const facts = readHtmlPage(
      page(
        '<script src=/assets/js/main.js defer></script><script type="application/ld+json">{"@type":"WebSite"}</script>',
        '<script>\n  var a = "é";\n</script><script type=module>import "x";</script>',
      ),
    );
    expect(facts.scriptHashes).toEqual([sha256('\n  var a = "é";\n'), sha256('import "x";')]);
    expect(facts.problems).toEqual([]);
  });

  it('hashes the text the browser sees: CRLF becomes LF', () => {
    expect(readHtmlPage(page('', '<script>a()\r\nb()</script>')).scriptHashes).toEqual([sha256('a()\nb()')]);
  });

  it('places the policy right after a leading <meta charset>, else after <head>', () => {
    const html = page('');
    const {metaSlot} = readHtmlPage(html);
    expect(html.slice(0, metaSlot.start)).toMatch(/<head><meta charset=UTF-8>$/);
    const bare = '<html><head><title>t</title></head><body></body></html>';
    expect(bare.slice(0, readHtmlPage(bare).metaSlot.start)).toBe('<html><head>');
  });

  it('replaces an existing policy <meta>, so running twice gives the same page', () => {
    const once = withPolicyMeta(
      page('', '<script>x()</script>'),
      readHtmlPage(page('')).metaSlot,
      "default-src 'self'",
    );
    const twice = withPolicyMeta(once, readHtmlPage(once).metaSlot, "default-src 'self'");
    expect(twice).toBe(once);
    expect(once).toContain(
      `<meta charset=UTF-8><meta http-equiv="Content-Security-Policy" content="default-src 'self'">`,
    );
  });

  it('reports inline code that no hash can allow', () => {
    const {problems} = readHtmlPage(
      page('', '<button onclick="go()">x</button><a href=" javascript:go()">y</a>'),
      'x.html',
    );
    expect(problems).toEqual([
      'x.html: <button onclick> is an inline event handler',
      'x.html: <a href="javascript:…">',
    ]);
  });

  it('refuses a page whose scripts would run before the policy', () => {
    expect(readHtmlPage('<html><head><script>x()</script><meta charset=UTF-8></head></html>')).toBeDefined();
    expect(() => readHtmlPage('<script>x()</script><html><head><title>t</title></head></html>', 'early.html')).toThrow(
      /early\.html/,
    );
  });
});

describe('isExecutableScriptType', () => {
  it('treats JavaScript types, modules and import maps as script, other types as data', () => {
    for (const type of [undefined, '', 'text/javascript', 'application/javascript', 'module', 'importmap']) {
      expect(isExecutableScriptType(type), String(type)).toBe(true);
    }
    for (const type of ['application/ld+json', 'application/json', 'text/template']) {
      expect(isExecutableScriptType(type), type).toBe(false);
    }
  });
});

describe('scriptHashSource', () => {
  it('is the base64 SHA-256 of the UTF-8 text', () => {
    // The CSP specification's own example value for alert('Hello, world.');
    expect(scriptHashSource("alert('Hello, world.');")).toBe('sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng=');
  });
});
