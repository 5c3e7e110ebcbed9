import type {ReactNode} from 'react';
import Admonition from '@theme/Admonition';

/** Tells readers that the page shows its planned sections, not finished text. */
export default function OutlineNotice(): ReactNode {
  return (
    <Admonition type="info" title="This page is being written" className="outline-notice">
      <p>
        You are looking at the outline of this page: its sections and what each one will explain. The full text is on
        its way.
      </p>
    </Admonition>
  );
}
