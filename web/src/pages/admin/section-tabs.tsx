import { PageHeading } from '../../components/page-heading.js';
import { Link } from '../../router/link.js';

export interface SectionTab {
  to: string;
  label: string;
}

/** A section's heading (`title` names the page for the document title) and its tabs, the current one marked. */
export function SectionTabs(props: { section: string; title: string; tabs: readonly SectionTab[]; current: string }) {
  return (
    <>
      <PageHeading title={props.title}>{props.section}</PageHeading>
      <nav aria-label={props.section} className="sub-tabs">
        <ul>
          {props.tabs.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} aria-current={tab.to === props.current ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
