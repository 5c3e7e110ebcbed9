import type {ReactNode} from 'react';
import {FORMULA_ATTRIBUTE, formulaId, type FormulaSet} from './formulaSet';

type Props = {
  /** The page's formulas. */
  of: FormulaSet;
  /** This formula's place among them. */
  i: number;
  /** KaTeX's class for the formula: `katex`, or `katex-display` for a display formula. */
  className: string;
};

/**
 * One formula, KaTeX's markup set as HTML: React never walks KaTeX's
 * thousands of spans, and hydration keeps the server's markup as it is.
 */
export default function StaticFormula({of, i, className}: Props): ReactNode {
  return (
    <span
      className={className}
      {...{[FORMULA_ATTRIBUTE]: formulaId(of.key, i)}}
      dangerouslySetInnerHTML={{__html: of.html(i)}}
    />
  );
}
