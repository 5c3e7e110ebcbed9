import type {ReactNode} from 'react';
import {parseHighlight} from './parseHighlight';

/** Renders a highlighted search value as text with <mark> elements. */
export default function HighlightedText({value}: {value: string}): ReactNode {
  return (
    <>
      {parseHighlight(value).map((part, index) =>
        part.highlighted ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
