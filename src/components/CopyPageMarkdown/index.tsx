import {useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '@site/src/plugins/markdown-twins/twinPath';
import styles from './styles.module.css';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const STATUS_TEXT: Record<Status, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied to the clipboard.',
  failed: 'Could not copy; open the Markdown link instead.',
};

/**
 * "Copy page as Markdown" for a doc page: fetches the page's Markdown twin
 * (written by the markdown-twins plugin at build time) and copies it. The
 * plain link to the twin works without JavaScript too.
 */
export default function CopyPageMarkdown({permalink}: {permalink: string}): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  // The permalink already holds the base URL; useBaseUrl leaves it as is.
  const href = useBaseUrl(twinPath(permalink));

  const copy = async () => {
    setStatus('copying');
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  };

  return (
    <div className={styles.bar}>
      <button type="button" className="button button--sm button--outline button--secondary" onClick={() => void copy()}>
        Copy page as Markdown
      </button>
      {/* A plain link: the twin is a file, not a route of the single-page app. */}
      {/* eslint-disable-next-line @docusaurus/no-html-links -- <Link> would route it or open a new tab. */}
      <a href={href} className={styles.link}>
        View as Markdown
      </a>
      <span className={styles.status} role="status" aria-live="polite">
        {STATUS_TEXT[status]}
      </span>
    </div>
  );
}
