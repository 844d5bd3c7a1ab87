// A labelled text input with an optional hint and an inline error tied by aria-describedby.
import { useId, type InputHTMLAttributes, type Ref } from 'react';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  autoComplete?: string;
  maxLength?: number;
  name?: string;
}

export function TextField({ label, value, onChange, error, hint, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        ref={inputRef}
        className="input"
        type="text"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        spellCheck={false}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
