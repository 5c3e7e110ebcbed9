import {useEffect, useId, useState, type ReactNode} from 'react';
import styles from './Widget.module.css';

type WidgetFrameProps = {
  /** The `data-widget` value the tests and styles find the widget by. */
  name: string;
  /** Shown at the top, and the section's accessible name. */
  title: string;
  /** Why the page author's props cannot work: shown instead of the title and children. */
  error?: string;
  children?: ReactNode;
};

/**
 * The titled box every widget renders in, or its props error. The server
 * renders it in its starting state (see DeferredWidget); `data-widget-state`
 * turns from `static` to `live` once the widget runs in the browser.
 */
export function WidgetFrame({name, title, error, children}: WidgetFrameProps): ReactNode {
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  return (
    <section
      aria-label={title}
      className={styles.widget}
      data-widget={name}
      data-widget-state={live ? 'live' : 'static'}>
      {error === undefined ? (
        <>
          <p className={styles.title}>{title}</p>
          <noscript>
            <p className={styles.note}>Interactive example: turn on JavaScript to change the values below.</p>
          </noscript>
          {children}
        </>
      ) : (
        <p className={styles.error}>{error}</p>
      )}
    </section>
  );
}

type NumberFieldProps = {
  /** The text as typed: a number input can hold text that is not yet a number. */
  value: string;
  onChange: (text: string) => void;
  invalid?: boolean;
  /** The id of the element explaining why the value is invalid. */
  describedBy?: string;
  min?: number;
  max?: number;
} & (
  | {label: ReactNode; hideLabel?: false; note?: ReactNode}
  /** In a table cell: no visible label, the label becomes aria-label. */
  | {label: string; hideLabel: true}
);

/** A whole-number input with its label, or only the input when the label is hidden. */
export function NumberField(props: NumberFieldProps): ReactNode {
  const {value, onChange, invalid, describedBy, min, max} = props;
  const id = useId();
  const input = (
    <input
      id={props.hideLabel ? undefined : id}
      className={styles.input}
      type="number"
      inputMode="numeric"
      min={min}
      max={max}
      step={1}
      aria-label={props.hideLabel ? props.label : undefined}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  if (props.hideLabel) return input;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{props.label}</label>
      {input}
      {props.note}
    </div>
  );
}

/** A table that scrolls sideways in its own focusable, labelled box on narrow screens. */
export function ScrollTable({label, children}: {label: string; children: ReactNode}): ReactNode {
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={label}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}
