// A menu button with a listbox of sort options (spec 001 §2 "sort menu with keyboard navigation"):
// arrows, Home and End move, Enter or Space picks, Escape or Tab closes, focus returns to the button.
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import "./SortMenu.css";

export interface SortMenuOption<Id extends string> {
  id: Id;
  label: string;
}

export interface SortMenuProps<Id extends string> {
  /** The visible label in front of the button ("Sort by"). */
  label: string;
  options: readonly SortMenuOption<Id>[];
  value: Id;
  onChange: (id: Id) => void;
}

export function SortMenu<Id extends string>({ label, options, value, onChange }: SortMenuProps<Id>) {
  const baseId = useId();
  const [open, setOpen] = useState(false);
  const selectedIndex = Math.max(
    0,
    options.findIndex((option) => option.id === value),
  );
  const [active, setActive] = useState(selectedIndex);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const show = (index = selectedIndex) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };
  const pick = (index: number) => {
    const option = options[index];
    close(true);
    if (option && option.id !== value) onChange(option.id);
  };

  useEffect(() => {
    if (!open) return;
    listRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      show(event.key === "ArrowUp" ? options.length - 1 : selectedIndex);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = options.length - 1;
    switch (event.key) {
      case "ArrowDown":
        setActive((index) => Math.min(last, index + 1));
        break;
      case "ArrowUp":
        setActive((index) => Math.max(0, index - 1));
        break;
      case "Home":
        setActive(0);
        break;
      case "End":
        setActive(last);
        break;
      case "Enter":
      case " ":
        pick(active);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  const optionId = (index: number) => `${baseId}-option-${index}`;
  return (
    <div className="sort-menu" ref={rootRef}>
      <span id={`${baseId}-label`} className="sort-menu__label">
        {label}
      </span>
      <button
        type="button"
        ref={buttonRef}
        id={`${baseId}-button`}
        className="picker-button sort-menu__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        data-arrow-keys=""
        aria-controls={`${baseId}-list`}
        aria-labelledby={`${baseId}-label ${baseId}-button`}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onButtonKeyDown}
      >
        {options[selectedIndex]?.label}
        <span className="sort-menu__chevron" aria-hidden="true" />
      </button>
      <div
        ref={listRef}
        id={`${baseId}-list`}
        className="sort-menu__list"
        role="listbox"
        tabIndex={-1}
        aria-labelledby={`${baseId}-label`}
        aria-activedescendant={open ? optionId(active) : undefined}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: the listbox keeps focus and handles the keys for its options (aria-activedescendant).
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === selectedIndex}
            className={index === active ? "sort-menu__option sort-menu__option--active" : "sort-menu__option"}
            onClick={() => pick(index)}
            onPointerMove={() => setActive(index)}
          >
            {option.label}
          </div>
        ))}
      </div>
    </div>
  );
}
