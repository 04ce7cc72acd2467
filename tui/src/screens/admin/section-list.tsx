import { ConfirmPrompt } from '../../components/confirm-prompt.js';
import type { Column } from '../../components/data-table.js';
import { useNotice } from '../../contexts/notice-context.js';
import { type Named, useRouter } from '../../contexts/router-context.js';
import { useStatusCommand } from '../../contexts/status-command-context.js';
import { useConfirm } from '../../hooks/use-confirm.js';
import { useKeyLayer } from '../../hooks/use-key-layer.js';
import { usePageSize } from '../../hooks/use-page-size.js';
import { type ReadPage, useServerPages } from '../../hooks/use-server-list.js';
import type { Command } from '../../keys/key-bindings.js';
import { ListScreen, type ScreenProps } from '../shared/list-screen.js';
import { adminDeleteCommand } from './admin-commands.js';
import { ADMIN_SECTION_TITLES, type AdminFormKind, type AdminSection } from './admin-routes.js';

/** The key of an item the platform gives an `_id` (most admin lists). */
export const idOf = <T extends { _id: string }>(item: T): string => item._id;

/** How a section deletes its selected item: the question, the call, and the news (spec texts where it has them). */
export interface Deletion<T> {
  question(item: T): string;
  run(item: T): Promise<unknown>;
  done(item: T): string;
  /** The spec's failure text, where it has one (otherwise the server's message shows). */
  failed?: string;
}

interface SectionListProps<T> extends ScreenProps {
  section: AdminSection;
  /** Reads one page of the section's items (an SDK list call with the page's index, size and search). */
  read: ReadPage<T>;
  columns: readonly Column<T>[];
  keyOf(item: T): string;
  /** The cleaned name the CLI resolves the item by (an e-mail, a domain, a name). */
  nameOf(item: T): string;
  filterPlaceholder: string;
  empty: string;
  /** The form `a` opens. */
  create?: AdminFormKind;
  /** `e` opens this form on the selected item. */
  edit?: AdminFormKind;
  deletion?: Deletion<T>;
  /** The page sizes the spec gives the list, the default first (`z` goes through them); none: one page. */
  pageSizes?: readonly number[];
  /** What Enter does with the selected item. */
  onOpen?(item: T): void;
}

const ONE_PAGE: readonly number[] = [];

/**
 * One admin section as a list: `/` filters, `a` creates, `e` edits, `x` deletes after a yes/no question, `z` changes
 * the page size among the spec's options (`]` and `[` turn pages).
 */
export function SectionList<T>({
  section,
  read,
  nameOf,
  deletion,
  create,
  edit,
  pageSizes = ONE_PAGE,
  ...props
}: SectionListProps<T>) {
  const router = useRouter();
  const { showError, showInfo } = useNotice();
  const { showAction } = useStatusCommand();
  const confirm = useConfirm();
  const pages = usePageSize(pageSizes);
  useKeyLayer(confirm.layer, props.active);
  // A window of the server's list with its real total; `/` asks the server when not all is loaded. Coming back to the
  // list (from a form, a cluster) reads it again (ListScreen): most of those changes send no push message.
  const source = useServerPages(read, `admin/${section}`);
  const remove = (item: T) => {
    if (!deletion) return;
    confirm.ask(deletion.question(item), () => {
      showAction(adminDeleteCommand(section, nameOf(item)));
      deletion.run(item).then(
        () => {
          showInfo(deletion.done(item));
          source.reload();
        },
        (error) => (deletion.failed ? showError(new Error(deletion.failed)) : showError(error)),
      );
    });
  };
  const onCommand = (command: Command, selected: T | undefined) => {
    if (command === 'create' && create) router.open({ name: 'adminForm', form: create });
    else if (command === 'edit' && edit && selected) {
      const template: Named = { id: props.keyOf(selected), name: nameOf(selected) };
      router.open({ name: 'adminForm', form: edit, template });
    } else if (command === 'deleteItem' && deletion && selected) remove(selected);
    else return pages.onCommand(command);
    return true;
  };
  return (
    <ListScreen
      {...props}
      title={ADMIN_SECTION_TITLES[section]}
      source={source}
      searchText={nameOf}
      isStale={() => false}
      scopes={['admin']}
      onCommand={onCommand}
      pageSize={pages.size}
      detail={confirm.question ? () => <ConfirmPrompt question={confirm.question ?? ''} /> : undefined}
    />
  );
}
