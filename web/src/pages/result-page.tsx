import { PAGE_MESSAGES } from '@skiff/sdk/domain';
import { PageHeading } from '../components/page-heading.js';
import { useQuery } from '../router/history.js';
import { Link } from '../router/link.js';
import type { PageProps } from '../routes.js';

/** The status pages of spec 003 section 2.15, by status code; anything else reads as 404. */
const STATUS_TEXTS: Readonly<Record<string, string>> = {
  '403': PAGE_MESSAGES.forbidden,
  '404': PAGE_MESSAGES.notFound,
  '500': PAGE_MESSAGES.serverError,
};

/** Result types of the generic page (spec 003 section 2.15); the type picks the tone. */
const RESULT_TONES: Readonly<Record<string, string>> = {
  success: 'alert-success',
  error: 'alert-error',
  info: 'alert-info',
  warning: 'alert-info',
};

/** A page with a title, a sentence and Back Home: what every result and error page shows. */
export function ResultLayout(props: { title: string; text: string; tone?: string }) {
  return (
    <div className="result-page">
      <PageHeading title={props.title}>{props.title}</PageHeading>
      <p className={props.tone ? `alert ${props.tone}` : undefined}>{props.text}</p>
      <Link to="/">Back Home</Link>
    </div>
  );
}

/** 403, 404 or 500 with the spec's sentence. */
export function StatusPage({ status }: { status: '403' | '404' | '500' }) {
  return <ResultLayout title={status} text={STATUS_TEXTS[status] ?? PAGE_MESSAGES.notFound} />;
}

/** `/exception/{status}` (spec 002 section 7 and spec 003 section 2.1); `/exception/error` is the 500 page. */
export function ExceptionPage({ params }: PageProps) {
  const status = params.status === 'error' ? '500' : (params.status ?? '404');
  return <StatusPage status={status in STATUS_TEXTS ? (status as '403' | '404' | '500') : '404'} />;
}

/** `/result?title=&subTitle=&type=`: the generic result page; the query is shown as text, never as markup. */
export function ResultPage() {
  const query = useQuery();
  const type = query.get('type') ?? 'info';
  return (
    <ResultLayout
      title={query.get('title')?.slice(0, 200) || 'Result'}
      text={query.get('subTitle')?.slice(0, 500) ?? ''}
      tone={RESULT_TONES[type] ?? RESULT_TONES.info}
    />
  );
}
