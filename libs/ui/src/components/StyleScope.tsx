import { createContext, useContext, type ReactNode } from 'react';

/** The attribute a remote's stylesheet scopes its utilities to (see apps/mfe-admin/src/styles.css). */
export const STYLE_SCOPE_ATTRIBUTE = 'data-style-scope';

const StyleScopeContext = createContext<string | null>(null);

/**
 * The part of the page a remote renders. Each remote builds its own stylesheet, whose utilities
 * apply only inside `[data-style-scope~="<name>"]`: two stylesheets that both hold, say,
 * `.hidden` and only one `md:flex` would otherwise undo each other's responsive rules depending
 * on which loaded last. Inside the scope the remote's rules win (one attribute more
 * specificity), outside it they do not apply. The wrapper has no box (`display: contents`).
 */
export function StyleScope({ name, children }: { name: string; children: ReactNode }) {
  return (
    <StyleScopeContext.Provider value={name}>
      <div {...{ [STYLE_SCOPE_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
        {children}
      </div>
    </StyleScopeContext.Provider>
  );
}

/**
 * The scope attribute for content rendered outside the scope's element (a dialog's portal on
 * <body>), so what a remote puts in it keeps the remote's styles. Empty outside any scope.
 */
export function useStyleScope(): Record<string, string> {
  const name = useContext(StyleScopeContext);
  return name ? { [STYLE_SCOPE_ATTRIBUTE]: name } : {};
}
