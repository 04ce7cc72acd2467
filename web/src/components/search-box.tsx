import { useEffect, useId, useState } from 'react';

/**
 * A labelled search input that reports its value after the user pauses typing, so a list is not reloaded on
 * every key press. `value` is the applied search (e.g. from the URL).
 */
export function SearchBox(props: { label: string; placeholder: string; value: string; onSearch(value: string): void }) {
  const id = useId();
  const { value, onSearch } = props;
  const [text, setText] = useState(value);

  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <search className="search">
      <label htmlFor={id} className="visually-hidden">
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        placeholder={props.placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </search>
  );
}
