import { CATALOG_POLICY_SECTIONS, POLICY_URL } from '@skiff/sdk/domain';
import { useId } from 'react';

/** The terms checkbox of a catalogue project (spec 003 section 2.7), linking each policy section. */
export function PolicyTerms({ checked, onChange }: { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> I agree to the
        policies
      </label>
      <p className="meta">
        {CATALOG_POLICY_SECTIONS.map((section, index) => (
          <span key={section.anchor}>
            {index > 0 ? ' · ' : null}
            <a href={`${POLICY_URL}#${section.anchor}`} rel="noreferrer" target="_blank">
              {section.label}
            </a>
          </span>
        ))}
      </p>
    </div>
  );
}
