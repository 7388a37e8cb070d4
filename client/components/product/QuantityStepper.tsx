// A labelled quantity input between min and max: −/+ buttons (disabled at the limits), arrow keys
// step the value, typed values are clamped when the field loses focus.
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { useLingui } from "@lingui/react";
import "./QuantityStepper.css";

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max: number;
  disabled?: boolean;
  /** Visible label; defaults to the translated "Quantity". */
  label?: string;
  className?: string;
}

export function QuantityStepper({ value, onChange, min = 1, max, disabled = false, label, className }: QuantityStepperProps) {
  const { i18n } = useLingui();
  const id = useId();
  const upper = Math.max(min, max);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => {
    const clamped = Math.min(upper, Math.max(min, Number.isFinite(next) ? Math.round(next) : min));
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
    if (step) {
      event.preventDefault();
      commit(value + step);
    } else if (event.key === "Home" || event.key === "End") {
      event.preventDefault();
      commit(event.key === "Home" ? min : upper);
    } else if (event.key === "Enter") {
      commit(Number(draft));
    }
  };

  return (
    <div className={["quantity-stepper", className].filter(Boolean).join(" ")}>
      <label className="quantity-stepper__label" htmlFor={id}>
        {label ?? i18n._("quantity.label")}
      </label>
      <div className="quantity-stepper__controls">
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={i18n._("quantity.decrease")}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className="quantity-stepper__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={upper}
          step={1}
          value={draft}
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => commit(Number(draft))}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="quantity-stepper__button"
          aria-label={i18n._("quantity.increase")}
          aria-controls={id}
          disabled={disabled || value >= upper}
          onClick={() => commit(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
