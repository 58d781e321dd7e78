import { indentUnit } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import CodeMirror from '@uiw/react-codemirror';
import { useMemo } from 'react';
import { CODE_LANGUAGES, type CodeLanguage } from './languages';

export const CODE_EDITOR_HEIGHT = 240;
export const CODE_TAB_SIZE = 2;

export interface CodeEditorProps {
  value?: string;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  /** Default 240 px. */
  height?: number;
  readOnly?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/** Code editor of §2.6 (@uiw/react-codemirror): height 240 px, tab size 2, twelve languages. */
export function CodeEditor({ value, onChange, language = 'javascript', height = CODE_EDITOR_HEIGHT, readOnly, placeholder, 'aria-label': ariaLabel }: CodeEditorProps) {
  const extensions = useMemo(
    () => [CODE_LANGUAGES[language].extension(), EditorState.tabSize.of(CODE_TAB_SIZE), indentUnit.of(' '.repeat(CODE_TAB_SIZE))],
    [language],
  );
  return (
    <div className="code-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6, overflow: 'hidden' }} aria-label={ariaLabel}>
      <CodeMirror
        value={value ?? ''}
        onChange={(v) => onChange?.(v)}
        height={`${height}px`}
        extensions={extensions}
        readOnly={readOnly}
        placeholder={placeholder}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
      />
    </div>
  );
}
