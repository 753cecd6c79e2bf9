import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Underline,
  Unlink,
  type LucideIcon,
} from 'lucide-react';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MutableRefObject,
  type ReactNode,
} from 'react';
import { isSafeRichTextHref } from '@inhala/domain';
import { Button } from '@inhala/ui';
import { RICH_TEXT_CLASSES, isRichTextEmpty } from '../rich-text/clean-rich-text';
import { FieldFrame, borderOf, describedBy } from './fields';

type Block = 'h2' | 'h3' | 'blockquote';

interface Command {
  label: string;
  shortcut?: string;
  icon: LucideIcon;
  run: (editor: EditorCommands) => void;
  /** Whether the selection already has it (aria-pressed). */
  state?: (editor: EditorCommands) => boolean;
}

interface EditorCommands {
  exec: (command: string, value?: string) => void;
  isOn: (command: string) => boolean;
  block: () => string;
  toggleBlock: (block: Block) => void;
  openLink: () => void;
}

const COMMANDS: Command[] = [
  {
    label: 'Negrita',
    shortcut: 'Ctrl+B',
    icon: Bold,
    run: (e) => e.exec('bold'),
    state: (e) => e.isOn('bold'),
  },
  {
    label: 'Cursiva',
    shortcut: 'Ctrl+I',
    icon: Italic,
    run: (e) => e.exec('italic'),
    state: (e) => e.isOn('italic'),
  },
  {
    label: 'Subrayado',
    shortcut: 'Ctrl+U',
    icon: Underline,
    run: (e) => e.exec('underline'),
    state: (e) => e.isOn('underline'),
  },
  { label: 'Encabezado', icon: Heading2, run: (e) => e.toggleBlock('h2'), state: (e) => e.block() === 'h2' },
  {
    label: 'Subencabezado',
    icon: Heading3,
    run: (e) => e.toggleBlock('h3'),
    state: (e) => e.block() === 'h3',
  },
  {
    label: 'Lista con viñetas',
    icon: List,
    run: (e) => e.exec('insertUnorderedList'),
    state: (e) => e.isOn('insertUnorderedList'),
  },
  {
    label: 'Lista numerada',
    icon: ListOrdered,
    run: (e) => e.exec('insertOrderedList'),
    state: (e) => e.isOn('insertOrderedList'),
  },
  {
    label: 'Cita',
    icon: Quote,
    run: (e) => e.toggleBlock('blockquote'),
    state: (e) => e.block() === 'blockquote',
  },
  { label: 'Enlace', shortcut: 'Ctrl+K', icon: LinkIcon, run: (e) => e.openLink() },
  { label: 'Quitar enlace', icon: Unlink, run: (e) => e.exec('unlink') },
];

const LINK_MESSAGE = 'El enlace debe empezar por https://, http:// o mailto:';

interface Props {
  label: string;
  /** The HTML; the editor writes it back on every change ('' when it has no words). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
  placeholder?: string;
  /** When the text gets the focus (a form that inserts {{variables}} wants to know where). */
  onFocus?: () => void;
  /** Set to a function that types text where the cursor was last (at the end if it never was). */
  insertRef?: MutableRefObject<((text: string) => void) | null>;
}

/**
 * A small rich text editor (contentEditable, no dependency): bold, italic, underline, headings,
 * lists, quotes and links, from a toolbar that is one Tab stop with arrow keys inside it
 * (WAI-ARIA toolbar), or with Ctrl+B / Ctrl+I / Ctrl+U / Ctrl+K in the text. Pasted and dropped
 * content arrives as plain text. The server keeps only its allow-list (libs/domain rich-text).
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  placeholder,
  onFocus,
  insertRef,
}: Props) {
  const id = useId();
  const editor = useRef<HTMLDivElement>(null);
  const toolbar = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [active, setActive] = useState(0);
  const [, setSelectionVersion] = useState(0);
  const [link, setLink] = useState<{ href: string; error: string | null } | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);

  // The HTML given from outside (first render, a reset after saving) replaces the content; what
  // the editor wrote itself is already there.
  useLayoutEffect(() => {
    const node = editor.current;
    if (node && normalise(node.innerHTML) !== value) node.innerHTML = value;
  }, [value]);

  const emit = useCallback(() => {
    const node = editor.current;
    if (node) onChange(normalise(node.innerHTML));
  }, [onChange]);

  // Remember the selection inside the editor, so the toolbar acts on it after focus moved there.
  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      const node = editor.current;
      if (!selection || selection.rangeCount === 0 || !node) return;
      const range = selection.getRangeAt(0);
      if (node.contains(range.commonAncestorContainer)) {
        saved.current = range.cloneRange();
        setSelectionVersion((n) => n + 1);
      }
    };
    document.addEventListener('selectionchange', remember);
    return () => document.removeEventListener('selectionchange', remember);
  }, []);

  const restoreSelection = () => {
    const node = editor.current;
    if (!node) return;
    node.focus();
    const selection = document.getSelection();
    if (saved.current && selection) {
      selection.removeAllRanges();
      selection.addRange(saved.current);
    }
  };

  const commands: EditorCommands = {
    exec: (command, argument) => {
      restoreSelection();
      if (typeof document.execCommand === 'function') document.execCommand(command, false, argument);
      emit();
    },
    isOn: (command) => {
      if (!saved.current || typeof document.queryCommandState !== 'function') return false;
      try {
        return document.queryCommandState(command);
      } catch {
        return false;
      }
    },
    block: () => {
      const start = saved.current?.startContainer ?? null;
      let node: Node | null = start;
      while (node && node !== editor.current) {
        if (node instanceof HTMLElement && /^(H2|H3|BLOCKQUOTE)$/.test(node.tagName))
          return node.tagName.toLowerCase();
        node = node.parentNode;
      }
      return 'p';
    },
    toggleBlock: (block) => commands.exec('formatBlock', commands.block() === block ? '<p>' : `<${block}>`),
    openLink: () => {
      let node: Node | null = saved.current?.startContainer ?? null;
      while (node && node !== editor.current && !(node instanceof HTMLAnchorElement)) node = node.parentNode;
      setLink({
        href: node instanceof HTMLAnchorElement ? (node.getAttribute('href') ?? '') : 'https://',
        error: null,
      });
    },
  };

  useEffect(() => {
    if (link && document.activeElement !== linkInput.current) linkInput.current?.focus();
    // Only when the link box opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [link !== null]);

  const applyLink = () => {
    if (!link) return;
    const href = link.href.trim();
    if (!isSafeRichTextHref(href)) {
      setLink({ ...link, error: LINK_MESSAGE });
      return;
    }
    setLink(null);
    restoreSelection();
    const selection = document.getSelection();
    if (selection && selection.rangeCount > 0 && selection.getRangeAt(0).collapsed) {
      // No text chosen: the address itself becomes the link's text.
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.textContent = href;
      const range = selection.getRangeAt(0);
      range.insertNode(anchor);
      range.setStartAfter(anchor);
      selection.removeAllRanges();
      selection.addRange(range);
      emit();
    } else commands.exec('createLink', href);
  };

  const closeLink = () => {
    setLink(null);
    restoreSelection();
  };

  const onToolbarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
    let next: number | null = null;
    if (event.key in moves) next = (active + (moves[event.key] ?? 0) + COMMANDS.length) % COMMANDS.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = COMMANDS.length - 1;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const onEditorKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      commands.openLink();
    }
  };

  const insertPlainText = (text: string) => {
    if (typeof document.execCommand === 'function') document.execCommand('insertText', false, text);
    emit();
  };

  const insertAtCursor = (text: string) => {
    const node = editor.current;
    if (!node) return;
    node.focus();
    let range = saved.current && node.contains(saved.current.commonAncestorContainer) ? saved.current : null;
    if (!range) {
      range = document.createRange();
      range.selectNodeContents(node.lastElementChild ?? node);
      range.collapse(false);
    }
    range.deleteContents();
    const typed = document.createTextNode(text);
    range.insertNode(typed);
    range.setStartAfter(typed);
    range.collapse(true);
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    saved.current = range.cloneRange();
    emit();
  };
  useEffect(() => {
    if (insertRef) insertRef.current = insertAtCursor;
  });

  const descriptions = [describedBy(id, hint, error), `${id}-keys`].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} onLabelClick={() => editor.current?.focus()}>
      <div className={`rounded-2xl border bg-white ${borderOf(error)}`}>
        <div
          ref={toolbar}
          role="toolbar"
          aria-label={`Formato de ${label.toLowerCase()}`}
          aria-controls={id}
          onKeyDown={onToolbarKey}
          className="flex flex-wrap gap-1 border-b border-sage-100 p-1.5"
        >
          {COMMANDS.map((command, index) => {
            const pressed = command.state?.(commands);
            return (
              <ToolbarButton
                key={command.label}
                label={command.shortcut ? `${command.label} (${command.shortcut})` : command.label}
                pressed={pressed}
                tabIndex={index === active ? 0 : -1}
                onFocus={() => setActive(index)}
                onRun={() => command.run(commands)}
              >
                <command.icon aria-hidden size={18} />
              </ToolbarButton>
            );
          })}
        </div>
        {link && (
          <div className="flex flex-col gap-2 border-b border-sage-100 p-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor={`${id}-link`} className="mb-1 block text-sm font-medium text-ink">
                Dirección del enlace
              </label>
              <input
                ref={linkInput}
                id={`${id}-link`}
                type="url"
                inputMode="url"
                value={link.href}
                aria-invalid={link.error ? true : undefined}
                aria-describedby={link.error ? `${id}-link-error` : undefined}
                onChange={(event) => setLink({ href: event.target.value, error: null })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    applyLink();
                  }
                  if (event.key === 'Escape') {
                    event.preventDefault();
                    closeLink();
                  }
                }}
                className="w-full rounded-xl border border-sage-200 px-3 py-2 focus:outline-2 focus:outline-sage-500"
              />
              {link.error && (
                <p id={`${id}-link-error`} role="alert" className="mt-1 text-sm text-red-700">
                  {link.error}
                </p>
              )}
            </div>
            <div className="flex gap-2 sm:pt-6">
              <Button type="button" onClick={applyLink}>
                Aplicar enlace
              </Button>
              <Button type="button" variant="secondary" onClick={closeLink}>
                Cancelar
              </Button>
            </div>
          </div>
        )}
        <div
          ref={editor}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={descriptions}
          aria-invalid={error ? true : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          data-placeholder={placeholder}
          onFocus={() => {
            // A new line is a paragraph, not a div.
            if (typeof document.execCommand === 'function')
              document.execCommand('defaultParagraphSeparator', false, 'p');
            onFocus?.();
          }}
          onInput={emit}
          onBlur={onBlur}
          onKeyDown={onEditorKey}
          onPaste={(event) => {
            event.preventDefault();
            insertPlainText(event.clipboardData.getData('text/plain'));
          }}
          onDrop={(event) => {
            event.preventDefault();
            insertPlainText(event.dataTransfer.getData('text/plain'));
          }}
          className={`min-h-48 rounded-b-2xl px-4 py-3 text-ink focus:outline-2 focus:outline-sage-500 empty:before:text-ink-soft/60 empty:before:content-[attr(data-placeholder)] ${RICH_TEXT_CLASSES}`}
        />
      </div>
      <p id={`${id}-keys`} className="sr-only">
        Usa Mayúsculas+Tab para llegar a la barra de formato y las flechas para moverte en ella.
      </p>
    </FieldFrame>
  );
}

function ToolbarButton({
  label,
  pressed,
  tabIndex,
  onFocus,
  onRun,
  children,
}: {
  label: string;
  pressed?: boolean;
  tabIndex: number;
  onFocus: () => void;
  onRun: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      tabIndex={tabIndex}
      onFocus={onFocus}
      // A click keeps the text's selection (the button never takes it away).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onRun}
      className="inline-flex size-11 items-center justify-center rounded-xl text-ink hover:bg-sage-50 focus-visible:outline-2 focus-visible:outline-sage-600 aria-pressed:bg-sage-100 aria-pressed:text-sage-800"
    >
      {children}
    </button>
  );
}

/** The editor's HTML as a value: '' when it has no words (an emptied editor leaves a <br>). */
function normalise(html: string): string {
  return isRichTextEmpty(html) ? '' : html;
}
